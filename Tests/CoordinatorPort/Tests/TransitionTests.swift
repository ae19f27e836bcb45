// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  TransitionTests.swift
//  XCoordinatorTests
//
//  Created by Paul Kraft on 16.09.18.
//  Copyright © 2018 QuickBird Studios. All rights reserved.
//

import ContainerKit
import Foundation
import CoordinatorPortLibrary
import XCTest

class TransitionTests: XCTestCase {

    // MARK: Static properties

    static let allTests = [
        ("testPageCoordinator", testPageCoordinator),
        ("testSplitCoordinator", testSplitCoordinator),
        ("testTabBarCoordinator", testTabBarCoordinator),
        ("testViewCoordinator", testViewCoordinator),
        ("testNavigationCoordinator", testNavigationCoordinator),
    ]

    // MARK: Stored properties

    @MainActor lazy var window = Window() // PORT: main-actor annotation (PORTING.md, T1)

    // MARK: Tests

    func testPageCoordinator() {
        MainActor.assumeIsolated { // PORT: T1
        let pages = [ViewController(), ViewController(), ViewController()]
        let coordinator = PageCoordinator<TestRoute>(pages: pages)
        coordinator.setRoot(for: window)
        testStandardTransitions(on: coordinator)
        testCompletionCalled(on: coordinator, transition: .set(pages[0], direction: .forward))
        coordinator.rootViewController.isDoubleSided = true
        testCompletionCalled(on: coordinator, transition: .set(pages[1], pages[2], direction: .forward))
        } // PORT: T1
    }

    func testSplitCoordinator() {
        MainActor.assumeIsolated { // PORT: T1
        let coordinator = SplitCoordinator<TestRoute>(master: ViewController(), detail: ViewController())
        coordinator.setRoot(for: window)
        testStandardTransitions(on: coordinator)
        testCompletionCalled(
            on: coordinator,
            transition: .multiple(.show(ViewController()), .showDetail(ViewController()))
        )
        } // PORT: T1
    }

    func testTabBarCoordinator() {
        MainActor.assumeIsolated { // PORT: T1
        let tabs0 = [ViewController(), ViewController()]
        let coordinator = TabBarCoordinator<TestRoute>(tabs: tabs0)
        coordinator.setRoot(for: window)
        testStandardTransitions(on: coordinator)
        let tabs1 = [ViewController(), ViewController()]
        testCompletionCalled(on: coordinator, transition: .multiple(.set(tabs1), .select(tabs1[1])))
        testCompletionCalled(on: coordinator, transition: .multiple(.set(tabs0), .select(index: 1)))
        } // PORT: T1
    }

    func testViewCoordinator() {
        MainActor.assumeIsolated { // PORT: T1
        let coordinator = ViewCoordinator<TestRoute>(rootViewController: .init())
        coordinator.setRoot(for: window)
        testStandardTransitions(on: coordinator)
        } // PORT: T1
    }

    func testNavigationCoordinator() {
        MainActor.assumeIsolated { // PORT: T1
        let coordinator = NavigationCoordinator<TestRoute>(root: ViewController())
        coordinator.setRoot(for: window)
        testStandardTransitions(on: coordinator)
        testCompletionCalled(on: coordinator, transition: .push(ViewController()))
        testCompletionCalled(on: coordinator, transition: .pop())
        testCompletionCalled(on: coordinator, transition: .push(ViewController()))
        testCompletionCalled(on: coordinator, transition: .popToRoot())

        let viewControllers = [ViewController(), ViewController()]
        testCompletionCalled(on: coordinator, transition: .set(viewControllers))
        testCompletionCalled(on: coordinator, transition: .pop(to: viewControllers[0]))
        } // PORT: T1
    }

    // MARK: Helpers

    @MainActor // PORT: T1
    private func testStandardTransitions<C: Coordinator, RootViewController>(on coordinator: C) where C.TransitionType == Transition<RootViewController> {
        print("none")
        testCompletionCalled(on: coordinator, transition: .none())
        print("present")
        testCompletionCalled(on: coordinator, transition: .present(ViewController()))
        print("dismiss")
        testCompletionCalled(on: coordinator, transition: .dismiss())
        print("embed")
        testCompletionCalled(on: coordinator, transition: .embed(ViewController(), in: ViewController()))
        print("multiple(none)")
        testCompletionCalled(on: coordinator, transition: .multiple(.none()))
        print("multiple(empty)")
        testCompletionCalled(on: coordinator, transition: .multiple())
    }

    @MainActor // PORT: T1
    private func testCompletionCalled<C: Coordinator>(on coordinator: C, transition: C.TransitionType) {
        let exp = expectation(description: "\(Date().timeIntervalSince1970)")
        DispatchQueue.main.async {
            coordinator.performTransition(transition, with: .init(animated: true)) {
                exp.fulfill()
            }
        }
        wait(for: [exp], timeout: 3)
    }

}

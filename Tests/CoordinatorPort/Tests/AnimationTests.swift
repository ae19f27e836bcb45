// swift-format-ignore-file
// Ported from XCoordinator fc4fd2d (MIT License, Tests/CoordinatorPort/LICENSE) by renames; other edits are marked PORT (PORTING.md).
//
//  AnimationTests.swift
//  XCoordinator_Example
//
//  Created by Paul Kraft on 16.09.18.
//  Copyright © 2018 QuickBird Studios. All rights reserved.
//

import ContainerKit
import Foundation
import CoordinatorPortLibrary
import XCTest

class AnimationTests: XCTestCase {

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

    func testViewCoordinator() {
        MainActor.assumeIsolated { // PORT: T1
        let coordinator = ViewCoordinator<TestRoute>(rootViewController: .init())
        coordinator.setRoot(for: window)
        testStandardAnimationsCalled(on: coordinator)
        } // PORT: T1
    }

    func testSplitCoordinator() {
        MainActor.assumeIsolated { // PORT: T1
        let coordinator = SplitCoordinator<TestRoute>(master: ViewController(), detail: ViewController())
        coordinator.setRoot(for: window)
        testStandardAnimationsCalled(on: coordinator)
        } // PORT: T1
    }

    func testPageCoordinator() {
        MainActor.assumeIsolated { // PORT: T1
        let coordinator = PageCoordinator<TestRoute>(pages: [ViewController()])
        coordinator.setRoot(for: window)
        testStandardAnimationsCalled(on: coordinator)
        } // PORT: T1
    }

    func testTabBarCoordinator() {
        MainActor.assumeIsolated { // PORT: T1
        let tabs = [ViewController(), ViewController(), ViewController()]
        let coordinator = TabBarCoordinator<TestRoute>(tabs: tabs)
        coordinator.setRoot(for: window)
        testStandardAnimationsCalled(on: coordinator)

        testStaticAnimationCalled(on: coordinator, transition: { .select(tabs[1], animation: $0) })
        testInteractiveAnimationCalled(on: coordinator, transition: { .select(tabs[2], animation: $0) })

        testStaticAnimationCalled(on: coordinator, transition: { .select(index: 1, animation: $0) })
        testInteractiveAnimationCalled(on: coordinator, transition: { .select(index: 2, animation: $0) })

        testStaticAnimationCalled(
            on: coordinator,
            transition: { .set([ViewController(), ViewController()], animation: $0) }
        )
        testInteractiveAnimationCalled(
            on: coordinator,
            transition: { .set([ViewController(), ViewController()], animation: $0) }
        )
        } // PORT: T1
    }

    func testNavigationCoordinator() {
        MainActor.assumeIsolated { // PORT: T1
        let coordinator = NavigationCoordinator<TestRoute>(root: ViewController())
        coordinator.setRoot(for: window)
        testStandardAnimationsCalled(on: coordinator)

        testStaticAnimationCalled(on: coordinator, transition: { .push(ViewController(), animation: $0) })
        testStaticAnimationCalled(on: coordinator, transition: { .pop(animation: $0) })

        testInteractiveAnimationCalled(on: coordinator, transition: { .push(ViewController(), animation: $0) })
        testInteractiveAnimationCalled(on: coordinator, transition: { .pop(animation: $0) })

        testStaticAnimationCalled(on: coordinator, transition: { .push(ViewController(), animation: $0) })
        testStaticAnimationCalled(on: coordinator, transition: { .push(ViewController(), animation: $0) })
        testStaticAnimationCalled(on: coordinator, transition: { .popToRoot(animation: $0) })

        testInteractiveAnimationCalled(on: coordinator, transition: { .push(ViewController(), animation: $0) })
        testInteractiveAnimationCalled(on: coordinator, transition: { .push(ViewController(), animation: $0) })
        testInteractiveAnimationCalled(on: coordinator, transition: { .popToRoot(animation: $0) })

        let staticViewControllers = [ViewController(), ViewController()]
        testStaticAnimationCalled(on: coordinator, transition: { .set(staticViewControllers, animation: $0) })
        testStaticAnimationCalled(on: coordinator, transition: { .pop(to: staticViewControllers[0], animation: $0) })

        let interactiveViewControllers = [ViewController(), ViewController()]
        testInteractiveAnimationCalled(on: coordinator, transition: { .set(interactiveViewControllers, animation: $0) })
        testInteractiveAnimationCalled(
            on: coordinator,
            transition: { .pop(to: interactiveViewControllers[0], animation: $0) }
        )
        } // PORT: T1
    }

    // MARK: Helpers

    @MainActor // PORT: T1
    private func testStandardAnimationsCalled<C: Coordinator, RootViewController>(on coordinator: C) where C.TransitionType == Transition<RootViewController> {
        testStaticAnimationCalled(on: coordinator, transition: { .present(ViewController(), animation: $0) })
        testStaticAnimationCalled(on: coordinator, transition: { .dismiss(animation: $0) })
        testStaticAnimationCalled(
            on: coordinator,
            transition: { .multiple(.present(ViewController(), animation: nil), .dismiss(animation: $0)) }
        )
        testStaticAnimationCalled(
            on: coordinator,
            transition: { .multiple(.present(ViewController(), animation: $0), .dismiss(animation: .default)) }
        )

        testInteractiveAnimationCalled(on: coordinator, transition: { .present(ViewController(), animation: $0) })
        testInteractiveAnimationCalled(on: coordinator, transition: { .dismiss(animation: $0) })
        testInteractiveAnimationCalled(
            on: coordinator,
            transition: { .multiple(.present(ViewController(), animation: $0), .dismiss(animation: .default)) }
        )
    }

    @MainActor // PORT: T1
    private func testStaticAnimationCalled<C: Coordinator>(on coordinator: C,
                                                           transition: (Animation) -> C.TransitionType) {
        let animationExpectation = expectation(description: "Animation \(Date().timeIntervalSince1970)")
        let completionExpectation = expectation(description: "Completion \(Date().timeIntervalSince1970)")
        print(#function, animationExpectation)
        let testAnimation = TestAnimation.static(presentation: animationExpectation, dismissal: animationExpectation)
        let t = transition(testAnimation)
        coordinator.performTransition(t, with: TransitionOptions(animated: true)) {
            completionExpectation.fulfill()
        }
        wait(for: [animationExpectation, completionExpectation], timeout: 3, enforceOrder: true)
        asyncWait(for: 0.1)
    }

    @MainActor // PORT: T1
    private func testInteractiveAnimationCalled<C: Coordinator>(on coordinator: C,
                                                                transition: (Animation) -> C.TransitionType) {
        let animationExpectation = expectation(description: "Animation \(Date().timeIntervalSince1970)")
        let completionExpectation = expectation(description: "Completion \(Date().timeIntervalSince1970)")
        print(#function, animationExpectation)
        let testAnimation = TestAnimation.interactive(
            presentation: animationExpectation,
            dismissal: animationExpectation
        )
        let t = transition(testAnimation)
        coordinator.performTransition(t, with: TransitionOptions(animated: true)) {
            completionExpectation.fulfill()
            _ = testAnimation
        }
        wait(for: [animationExpectation, completionExpectation], timeout: 3, enforceOrder: true)
        asyncWait(for: 0.1)
    }
}

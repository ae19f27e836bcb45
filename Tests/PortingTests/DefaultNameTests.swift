import ContainerKit
import ContainerKitTesting
import XCTest

@MainActor
private final class BasketView: View {}

final class DefaultNamePortingTests: XCTestCase {
    // TRACE-9: three unnamed cells of one list read ContainerView<BasketView>,
    // ContainerView<BasketView>#2 and ContainerView<BasketView>#3, in the order the trace meets
    // them, whatever cells of the type the process made before. The trace meets them as rows 0, 1
    // and 2 end display; the pool hands out its newest first (row 2's cell for row 3). A dump
    // numbers what it shows in its own order, from the top.
    @MainActor func testUnnamedCellsAreToldApartInTheTrace_TRACE9() async throws {
        let before = (0..<5).map { _ in ContainerView<BasketView>() }
        let window = Window(name: "W")
        let home = ViewController(name: "home")
        window.rootViewController = home
        window.makeKeyAndVisible()
        let list = ListHost(name: "list")
        list.register(ContainerView<BasketView>.self, forReuseIdentifier: "cart")
        list.containerProvider = { list, row in
            let cell = list.dequeueReusableContainer(
                withIdentifier: "cart", for: row, as: ContainerView<BasketView>.self)
            cell?.prepare(in: home)
            return cell
        }
        home.view.addSubview(list)
        list.reloadData(numberOfRows: 6, visibleRows: 0..<3)
        let recorder = TraceRecorder()
        window.attach(recorder)
        list.scroll(toVisible: 3..<6)
        XCTAssertTrace(
            recorder, hooks: [.prepareForReuse],
            equals: [
                "ContainerView<BasketView>#3.prepareForReuse", "ContainerView<BasketView>#2.prepareForReuse",
                "ContainerView<BasketView>.prepareForReuse",
            ])
        XCTAssertEqual(
            list.treeDump(),
            """
            list: ListHost [in window W]
            ├─ ContainerView<BasketView> [container of BasketView]
            │  └─ BasketView
            ├─ ContainerView<BasketView>#2 [container of BasketView#2]
            │  └─ BasketView#2
            └─ ContainerView<BasketView>#3 [container of BasketView#3]
               └─ BasketView#3

            """)
        withExtendedLifetime(before) {}
    }
}

import ContainerKit
import XCTest

@MainActor
private final class CardView: View {}

final class TreeDumpTests: XCTestCase {
    @MainActor func testTreeDumpShowsNamesTypesWindowAndState() async throws {
        let w = Window(name: "main")
        w.makeKeyAndVisible()
        let card = CardView(name: "card"), title = View(name: "title"), plain = View()
        card.addSubview(title)
        card.addSubview(plain)
        w.addSubview(card)
        w.addSubview(CardView())
        XCTAssertEqual(
            w.treeDump(),
            """
            main: Window [visible]
            ├─ card: CardView
            │  ├─ title: View
            │  └─ View
            └─ CardView

            """)
        XCTAssertEqual(
            card.treeDump(),
            """
            card: CardView [in window main]
            ├─ title: View
            └─ View

            """)
        title.tearDown()
        XCTAssertEqual(title.treeDump(), "title: View [torn down]\n")
        w.hide()
        XCTAssertEqual(w.treeDump().split(separator: "\n").first, "main: Window [hidden]")
    }

    @MainActor func testGraphvizExport() async throws {
        let w = Window(name: "main")
        let card = CardView(name: "say \"hi\""), title = View(name: "title")
        card.addSubview(title)
        w.addSubview(card)
        XCTAssertEqual(
            w.graphvizDOT(),
            """
            digraph ContainerKit {
              node [shape=box, fontname="Helvetica"];
              n0 [label="main: Window [hidden]"];
              n1 [label="say \\"hi\\": CardView"];
              n0 -> n1;
              n2 [label="title: View"];
              n1 -> n2;
            }

            """)
    }
}

// UITableView's names on `ListHost`, for code ported from UIKit (the Porting article, Lists).

extension ListHost {
    @available(
        *, unavailable, renamed: "register(_:forReuseIdentifier:)",
        message:
            "or register(_:) to dequeue by type with dequeueReusableContainer(_:for:); see the Porting article (Lists)"
    )
    public func register(_ type: AnyContainerView.Type, forCellReuseIdentifier identifier: String) {}

    @available(
        *, unavailable, renamed: "dequeueReusableContainer(withIdentifier:for:as:)",
        message:
            "rows are Ints; or dequeueReusableContainer(_:for:) after register(_:) returns the registered type; see the Porting article (Lists)"
    )
    public func dequeueReusableCell(withIdentifier identifier: String, for row: Int) -> Never { fatalError() }

    @available(
        *, unavailable, renamed: "containerProvider",
        message:
            "the list asks its containerProvider closure for each visible row's prepared container; see the Porting article (Lists)"
    )
    public var dataSource: Never? {
        get { nil }
        set {}
    }

    @available(
        *, unavailable,
        message:
            "ListHost has no delegate: a row's actions go to its content's delegate (DelegatingContent); see the Porting article (Lists)"
    )
    public var delegate: Never? {
        get { nil }
        set {}
    }

    @available(
        *, unavailable,
        message:
            "pass the row count and the visible rows: reloadData(numberOfRows:visibleRows:); see the Porting article (Lists)"
    )
    public func reloadData() {}
}

// Objective-C's `autoreleasepool(invoking:)`, which UIKit code wraps around container calls, for
// code ported from UIKit to a platform without the Objective-C runtime (the Porting article).
// Where the ObjectiveC module exists, its function is used and this one is not declared.

#if !canImport(ObjectiveC)
/// Runs a block and returns its result, as Objective-C's `autoreleasepool(invoking:)` does.
///
/// UIKit code wraps calls in an autorelease pool so that objects autoreleased inside are released
/// when the block ends. There is no autorelease pool without the Objective-C runtime: an object is
/// released when its last strong reference goes, inside the block or not, so the block is simply
/// run. Code such as `autoreleasepool { navigationController.pushViewController(next, animated:
/// true) }` ports as written.
///
/// - Parameter body: The block to run.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
public func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
#endif

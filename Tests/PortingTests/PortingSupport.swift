import ContainerKit

// The seeds' code, ported as a user of the package would write it: `import ContainerKit` and the
// public API only (no `@testable`), no `try` except where the sample itself handles an error.

// swift-format-ignore-file
// Seed block generic-09, from "Generic UIViewControllers" (block 9), taken literally (Tests/SeedBlocks/README.md).
import ContainerKit

public protocol RootView: AutoLayoutView { }

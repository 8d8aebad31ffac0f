// Swift Testing loads this cross-import overlay when a test imports both Testing and UIKit; with UIKit a
// stand-in, it only re-exports Testing.
@_exported import Testing

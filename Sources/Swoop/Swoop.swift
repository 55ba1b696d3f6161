// Swoop for an app that embeds it: one `import Swoop` brings the concepts a host works with — time and
// failures (SwoopCore), input events and devices (SwoopInputModel), the pan recognizer (SwoopGesture),
// the transition engine and its presets (SwoopEngine), and the interactive transition with its release
// rules (SwoopInteraction). The live libinput source is a product of its own (`SwoopLibinput`).
@_exported import SwoopCore
@_exported import SwoopEngine
@_exported import SwoopGesture
@_exported import SwoopInputModel
@_exported import SwoopInteraction

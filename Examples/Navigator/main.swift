// Embedding Swoop's navigation: the bundled `seeds` app, driven by Hero's verbs and by a tap, drawn
// frame by frame. The tests build and run this file; the README shows its core.
// Run: swift run swoop-navigator-example
import SwoopCore
import SwoopEngine
import SwoopNavigation

@main
struct NavigatorExample {
    static func main() throws {
        // README-EXAMPLE-BEGIN
        var navigator = try Navigator(app: "seeds")
        var now = Timestamp(micros: 0)
        func draw(_ step: NavigationStep) { print("\(step.frames.count) frames, showing \(step.screen)") }
        func settle() {  // one call per display refresh until nothing moves
            while !navigator.isAtRest {
                now = now + .milliseconds(8)
                draw(navigator.advance(to: now))
            }
        }

        draw(try navigator.present(route: "zoom", at: now))  // Hero's present(animated: true)
        settle()
        draw(navigator.tap(at: Point(x: 355, y: 775), time: now))  // the detail's close button
        settle()
        draw(try navigator.push(route: "push", at: now))
        settle()
        do {
            _ = try navigator.dismiss(at: now)  // a pushed screen is popped, not dismissed
        } catch {
            print(error)  // dismiss refused: 'pushed' was pushed: pop it
        }
        draw(try navigator.unwind(to: "home", at: now))
        settle()
        // README-EXAMPLE-END
        print("stack: \(navigator.stack.map(\.screen).joined(separator: " > "))")
    }
}

import Foundation
import SwoopCore
import SwoopEngine
import SwoopInteraction
import Testing

@testable import SwoopNavigation

@Suite struct AppFileTests {
    @Test func theSeedsAppSurvivesItsFileFormat() throws {
        let text = AppFile.encode(SeedsApp.app)
        let decoded = try AppFile.decode(text, file: "seeds.app.json")
        #expect(decoded == SeedsApp.app)
        #expect(AppFile.encode(decoded) == text)
    }

    @Test func badFilesNameTheFileLineAndField() {
        let text = AppFile.encode(SeedsApp.app).replacingFirst("\"kind\": \"present\"", with: "\"kind\": \"sheet\"")
        #expect(throws: NavigationError.self) { try AppFile.decode(text, file: "bad.json") }
        do {
            _ = try AppFile.decode(text, file: "bad.json")
        } catch {
            #expect(error.description.hasPrefix("bad.json:"))
            #expect(error.description.contains("routes[0].kind"))
            #expect(error.category == .badData)
        }
    }

    @Test func appsWhosePartsDoNotFitAreRefused() {
        var app = SeedsApp.app
        app.routes[0].taps = ["nothing"]
        #expect(
            throws: NavigationError.invalidApp(
                app: "seeds", reason: "route 'zoom': screen 'home' has no element 'nothing' to tap")
        ) {
            try app.validate()
        }
        app = SeedsApp.app
        app.routes[1].pan = PanTriggerFixtures.down
        #expect(throws: NavigationError.self) { try app.validate() }  // home: two pan routes
    }
}

enum PanTriggerFixtures {
    static let down = SwoopInteraction.PanTrigger(source: .touch, axis: .y, direction: .positive)
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

import SwoopCommandLine
import SwoopEngine
import SwoopGesture
import SwoopInteraction

/// The preset whose settle timing a session uses (`--transition`, `--transition-direction`): the base
/// configuration under a fixture's expectations and the interaction flags, for `replay`, `check`,
/// `sweep`, `run` and `demo`; and, for the commands that drive a scene with pans (`replay`, `run`,
/// `demo`), the element that follows the finger (`--follow`, `followSpecs`).
package struct TransitionFlags {
    package static let transition = Option(
        "transition", short: "t", "NAME", "preset whose settle timing the controller uses (see `swoop transitions`)",
        FlagSyntax.text)
    package static let direction = Option(
        "transition-direction", "present|dismiss", "which way the preset plays (its own default)",
        FlagSyntax<TransitionDirection>.oneOf)
    /// `--settle`: how a release settles and a run plays (the transition's own: hero for Hero's presets).
    package static let settle = Option(
        "settle", "hero|spring",
        "hero: Hero's playback (each element restarts its curve over its remaining time); spring: the "
            + "transition's spring, carrying the release velocity (the transition's own)",
        FlagSyntax<SettleStyle>.oneOf)
    package static let options: [any OptionDeclaration] = [transition, direction, settle, PhotosFlag.option]
    /// Only where a pan drives the scene: elsewhere nothing would show the element moving.
    package static let follow = Option(
        "follow", "ELEMENT|\(noFollow)",
        "element moved with the finger while a pan drives the transition (the preset's own, e.g. match's detail)",
        FlagSyntax.text)
    package static let noFollow = "none"

    /// `nil` without `--transition` (unless the command has a default preset).
    package var plan: TransitionPlan?
    /// The preset the plan was made from (its overlay style is what a renderer needs beyond the plan).
    package var definition: TransitionDefinition?
    /// `--follow`, else the preset's own follower; `nil` with `--follow none` or when neither names one.
    package var follow: FollowSetup?
    /// `--settle`, else the preset's own.
    package var settle: SettleStyle?

    package init(_ arguments: ParsedArguments, defaultName: String? = nil) throws {
        guard let name = try arguments.value(Self.transition) ?? defaultName else {
            for option in [Self.direction.spec, Self.follow.spec, Self.settle.spec]
            where arguments.isGiven(option) {
                throw UsageError("--\(option.name) needs --transition NAME")
            }
            // An app's photo cells take them too (`AppFlag.parse`).
            if arguments.isGiven(PhotosFlag.option), !arguments.isGiven(AppFlag.option) {
                throw UsageError("--photos needs --transition NAME or --app NAME|FILE")
            }
            return
        }
        settle = try arguments.value(Self.settle)
        let definition = try PhotosFlag.apply(arguments, to: try Self.preset(named: name))
        self.definition = definition
        let direction = try arguments.value(Self.direction) ?? definition.defaultDirection
        let plan = try TransitionPlan(definition, direction: direction)
        self.plan = plan
        switch try arguments.value(Self.follow) {
        case nil: follow = FollowSetup(plan: plan)
        case Self.noFollow?: follow = nil
        case let element?:
            do {
                follow = try FollowSetup(element: element, plan: plan)
            } catch {
                let ids = Set(plan.tracks.map(\.id)).sorted().joined(separator: ", ")
                throw FlagValueError(
                    flag: "--follow", value: element,
                    expected: "an element of '\(name)' (\(ids)) or \(Self.noFollow)")
            }
        }
    }

    /// The preset called `name`; any other name is a usage error pointing at the list.
    package static func preset(named name: String) throws(UsageError) -> TransitionDefinition {
        guard let definition = TransitionCatalog.named(name) else {
            throw UsageError("no preset named '\(name)' (see `swoop transitions`)")
        }
        return definition
    }

    /// The default configuration with the plan's settle timing (`--settle` or its own) and the pan its
    /// preset is built for (`PanDefaults`, reversed when it plays the other way), which a fixture's
    /// expectation and the interaction flags then override.
    package var base: SessionConfiguration {
        var configuration = SessionConfiguration()
        guard let plan, let definition else { return configuration }
        configuration.timing = plan.settleTiming(settle ?? plan.settleStyle)
        configuration.gesture.axis =
            definition.pan.axis.flatMap { PanAxis(rawValue: $0.rawValue) } ?? PanConfiguration.defaultAxis
        let reversed = plan.direction != definition.defaultDirection
        configuration.gesture.direction =
            switch definition.pan.direction {
            case nil: PanConfiguration.defaultDirection
            case .positive?: reversed ? .negative : .positive
            case .negative?: reversed ? .positive : .negative
            }
        return configuration
    }
}

import StranglerConfiguration
import StranglerSources
import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// Runs every detector's and every smell's own examples: in a triggering example the detector
/// must report exactly the marked lines; in a non-triggering one it must report nothing.
@Suite struct DetectorExampleTests {
    static let detectors: [any Detector] = Detectors.all
    static let smells: [any SmellDetector] = SmellDetectors.all

    @Test(arguments: detectors.map { $0.responsibility })
    func detectorExamples(_ kind: Responsibility) {
        let detector = Self.detectors.first { $0.responsibility == kind }!
        #expect(!detector.examples.triggering.isEmpty, "every detector needs a triggering example")
        #expect(!detector.examples.nonTriggering.isEmpty, "every detector needs a non-triggering example")
        for example in detector.examples.triggering {
            let (screen, source) = screen(viewControllerBody: example)
            let lines = Set(screen.responsibility(kind)?.evidence.map(\.line) ?? [])
            #expect(lines == Set(source.markedLines), "\(kind) should be reported exactly at the ↓ lines of:\n\(source.text)")
        }
        for example in detector.examples.nonTriggering {
            let (screen, source) = screen(viewControllerBody: example)
            #expect(screen.responsibility(kind) == nil, "\(kind) should not be reported in:\n\(source.text)")
        }
    }

    /// Small thresholds so the massive-view-controller examples can stay short.
    static let exampleSettings = AnalysisSettings(massiveLines: 400, massiveResponsibilities: 5, massiveResponsibilitiesLines: 3)

    @Test(arguments: smells.map(\.id))
    func smellExamples(_ id: String) {
        let smell = Self.smells.first { $0.id == id }!
        #expect(!smell.examples.triggering.isEmpty && !smell.examples.nonTriggering.isEmpty)
        for example in smell.examples.triggering {
            let (screen, source) = screen(viewControllerBody: example, settings: Self.exampleSettings)
            let lines = Set(screen.smells.filter { $0.id == id }.map(\.line))
            // A screen-level smell without markers is reported at the class line.
            let expected = source.markedLines.isEmpty ? [screen.line] : Set(source.markedLines)
            #expect(lines == expected, "\(id) should be reported exactly at the ↓ lines of:\n\(source.text)")
        }
        for example in smell.examples.nonTriggering {
            let (screen, source) = screen(viewControllerBody: example, settings: Self.exampleSettings)
            #expect(!screen.smells.contains { $0.id == id }, "\(id) should not be reported in:\n\(source.text)")
        }
    }

    /// The analysis calls each detector on its concrete type (`Detectors.findings`): it must find what running
    /// `Detectors.all` finds, in the same order, and the capabilities selection exactly the wrapped kinds of it.
    @Test func concreteDispatchMatchesEveryDetector() {
        for detector in Self.detectors {
            for example in detector.examples.triggering + detector.examples.nonTriggering {
                let source = MarkedSource(viewControllerBody: example)
                let analysis = CallSiteAnalysis(units: InMemorySources.load(["Example.swift": source.text]).units, maxConcurrency: 1)
                let name = "ExampleViewController"
                let scope = EventContext.Scope(
                    index: analysis.index, capabilities: analysis.capabilities, typeName: name,
                    superclass: analysis.index.superclass(of: name), properties: analysis.index.properties(of: name), isViewController: true, followsProjectTypes: true,
                    typeFacts: TypeFacts(shared: analysis.index.typeNames)
                )
                for decl in analysis.index.declarations[name] ?? [] {
                    for member in decl.members {
                        var context = EventContext(scope: scope, member: member)
                        for event in member.events {
                            context.resolvedReceiverType = .known(context.receiverType(event))
                            context.resolvedNavigationStep = .known(NavigationDetector().resolveStep(for: event, in: context))
                            let expected = Self.detectors.compactMap { detector in
                                detector.symbol(for: event, in: context).map { "\(detector.responsibility) \($0)" }
                            }
                            let all = Detectors.findings(for: event, in: context, .all).map { "\($0.kind) \($0.symbol)" }
                            #expect(all == expected, "\(event.symbol) in:\n\(source.text)")
                            let wrapped = Detectors.findings(for: event, in: context, .capabilities).map { "\($0.kind) \($0.symbol)" }
                            let expectedWrapped = Self.detectors.filter { CapabilitiesPass.wrapped.contains($0.responsibility) }
                                .compactMap { detector in detector.symbol(for: event, in: context).map { "\(detector.responsibility) \($0)" } }
                            #expect(wrapped == expectedWrapped)
                        }
                    }
                }
            }
        }
    }

    @Test func examplesAlsoHoldWhenShiftedDown() {
        // SwiftLint re-runs examples at other offsets: positions must come from the code, not from assumptions.
        for detector in Self.detectors {
            for example in detector.examples.triggering {
                let shifted = "\n\n// a comment\n" + example
                let (screen, source) = screen(viewControllerBody: shifted)
                let lines = Set(screen.responsibility(detector.responsibility)?.evidence.map(\.line) ?? [])
                #expect(lines == Set(source.markedLines))
            }
        }
    }

    @Test func examplesInsideCommentsTriggerNothing() {
        for detector in Self.detectors {
            for example in detector.examples.triggering {
                let commented = example.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
                let (screen, _) = screen(viewControllerBody: commented.replacingOccurrences(of: "↓", with: ""))
                #expect(screen.responsibility(detector.responsibility) == nil)
            }
        }
    }
}

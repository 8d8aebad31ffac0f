import Testing
@testable import StranglerSources

/// How a call's member is named as Swift names it, which the analysis and `seams` both read.
struct CalledMemberNameTests {
    /// `session.dataTask(with: url) { data, _, _ in … }`: the trailing closure has no label in source.
    static let dataTask = Event(
        kind: .call, path: ["session", "dataTask"],
        arguments: [ValueSummary(label: "with", text: "url"), ValueSummary(text: "{ data, _, _ in }", isClosure: true)],
        line: 1, column: 1
    )

    @Test func aTrailingClosureTakesTheLabelOfTheCandidateWhoseLeadingLabelsMatch() {
        let candidates = ["dataTask(with:)", "dataTask(with:completionHandler:)", "data(from:)"]
        #expect(CalledMemberName.name(of: Self.dataTask, at: 1, candidates: candidates) == "dataTask(with:completionHandler:)")
    }

    @Test func withoutACandidateTheLabelsAreTheOnesWritten() {
        #expect(CalledMemberName.name(of: Self.dataTask, at: 1, candidates: []) == "dataTask(with:_:)")
        #expect(CalledMemberName.name(of: Self.dataTask, at: 0, candidates: []) == "session")
    }

    @Test func labelsAndBaseNameComeFromTheFullName() {
        #expect(CalledMemberName.labels(of: "dataTask(with:completionHandler:)") == ["with", "completionHandler"])
        #expect(CalledMemberName.labels(of: "reload()") == [])
        #expect(CalledMemberName.labels(of: "title") == [])
        #expect(CalledMemberName.baseName("fetch(id:)") == "fetch")
    }

    @Test func aCallsLabelsFollowTheMembersParametersInOrderDefaultsLeftOut() {
        #expect(CalledMemberName.parameterPlaces(of: ["_"], in: "present(_:animated:completion:)") == [0])
        #expect(CalledMemberName.parameterPlaces(of: ["_", "completion"], in: "present(_:animated:completion:)") == [0, 2])
        #expect(CalledMemberName.parameterPlaces(of: ["completion", "_"], in: "present(_:animated:completion:)") == nil)
        #expect(CalledMemberName.parameterPlaces(of: ["title"], in: "present(_:animated:completion:)") == nil)
    }
}

import Foundation
import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// A report writes an optional marked `@NullWhenNil` as `null` when it is `nil`, and reads it back from `null` or from
/// a missing key, as synthesised `Codable` reads a plain optional.
@Suite struct NullWhenNilTests {
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func writesNilAsNull() throws {
        let smell = Smell(id: "massive_view_controller", message: "too long", member: nil, file: "A.swift", line: 1)
        #expect(try Self.json(smell) == #"{"file":"A.swift","id":"massive_view_controller","line":1,"member":null,"message":"too long"}"#)
        let call = APICall(method: nil, path: "/me", member: "load()", line: 3, via: "URLSession.shared.dataTask")
        #expect(try Self.json(call) == #"{"file":"","line":3,"member":"load()","method":null,"path":"/me","via":"URLSession.shared.dataTask"}"#)
    }

    @Test func readsNullAndMissingKeysAsNil() throws {
        let written = Data(#"{"file":"A.swift","id":"x","line":1,"member":null,"message":"m"}"#.utf8)
        let missing = Data(#"{"file":"A.swift","id":"x","line":1,"message":"m"}"#.utf8)
        let present = Data(#"{"file":"A.swift","id":"x","line":1,"member":"viewDidLoad()","message":"m"}"#.utf8)
        #expect(try JSONDecoder().decode(Smell.self, from: written).member == nil)
        #expect(try JSONDecoder().decode(Smell.self, from: missing).member == nil)
        #expect(try JSONDecoder().decode(Smell.self, from: present).member == "viewDidLoad()")
    }

    @Test func hashesAsThePlainOptional() {
        var wrapped = Hasher()
        wrapped.combine(NullWhenNil(wrappedValue: "GET"))
        var plain = Hasher()
        plain.combine(Optional("GET"))
        #expect(wrapped.finalize() == plain.finalize())
    }

    /// The sample app's whole report survives a round trip through its JSON.
    @Test func sampleReportRoundTrips() throws {
        let report = try Analyzer().analyze(path: TestPaths.sampleApp)
        let data = try JSONEncoder().encode(report)
        #expect(try JSONDecoder().decode(AnalysisReport.self, from: data) == report)
    }
}

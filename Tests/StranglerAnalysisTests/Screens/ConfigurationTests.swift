import StranglerConfiguration
import Testing

@Suite struct ConfigurationTests {
    @Test func missingKeysTakeDefaults() throws {
        let loaded = try Configuration.parse("analyze:\n  callback_pyramid_depth: 4\n", path: "c.yml")
        #expect(loaded.configuration.analyze.callbackDepth == 4)
        #expect(loaded.configuration.analyze.massiveLines == 250)
        #expect(loaded.warnings.isEmpty)
    }

    @Test func unknownKeysAreReportedWithTheirPath() throws {
        let loaded = try Configuration.parse("analyze:\n  massive_lines: 10\nreporter: json\n", path: "c.yml")
        #expect(loaded.warnings.sorted() == ["analyze.massive_lines: unknown key", "reporter: unknown key"])
    }

    @Test func brokenConfigurationIsAnErrorNotDefaults() {
        #expect(throws: ConfigurationError.self) { try Configuration.parse("analyze: [unclosed\n", path: "c.yml") }
        #expect(throws: ConfigurationError.invalid(path: "c.yml", reason: "analyze.massive_switch_cases must be a positive whole number")) {
            try Configuration.parse("analyze:\n  massive_switch_cases: -1\n", path: "c.yml")
        }
        #expect(throws: ConfigurationError.self) { try Configuration.parse("analyze:\n  massive_switch_cases: lots\n", path: "c.yml") }
        #expect(throws: ConfigurationError.self) { try Configuration.parse("- a\n- b\n", path: "c.yml") }
    }

    @Test func anEmptyFileIsTheDefaults() throws {
        #expect(try Configuration.parse("", path: "c.yml").configuration == Configuration())
    }
}

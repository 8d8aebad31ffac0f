import Foundation
import StranglerConfiguration
import StranglerSources

/// `strangler check` as stages: read every file, look the run up in the cache, else parse once and run the rules.
public struct CheckPipeline: Sendable {
    public var configuration: Configuration
    public var enableAll: Bool
    public var options: LoadOptions
    public var cache: CheckCache?

    public init(configuration: Configuration, enableAll: Bool = false, options: LoadOptions = LoadOptions(), cache: CheckCache? = nil) {
        self.configuration = configuration
        self.enableAll = enableAll
        self.options = options
        self.cache = cache
    }

    public struct Output: Sendable {
        public var result: CheckResult
        public var rules: ResolvedRules
        public var root: String
        public var cacheHit: Bool
    }

    public func run(path: String) throws -> Output {
        let rules = try ResolvedRules.resolve(configuration, enableAll: enableAll)
        let read = try SourceLoader.read(path: path, options: options)
        let key = CheckCache.key(configuration: configurationKey, sources: read)
        if let cache, let cached = cache.lookup(key: key, root: read.root) {
            return Output(result: cached, rules: rules, root: read.root, cacheHit: true)
        }
        let result = Checker(rules: rules).check(try SourceLoader.parse(read, options: options))
        cache?.store(result, key: key, root: read.root)
        return Output(result: result, rules: rules, root: read.root, cacheHit: false)
    }

    /// The configuration as sorted JSON: any change to it changes the cache key.
    private var configurationKey: String { configuration.canonicalJSON + (enableAll ? "+all" : "") }
}

import Foundation
import SnapshotTesting
import StranglerGeneration
import StranglerSources
import Testing
import _StranglerTestSupport

/// `convert-model` on LegacyShop's Mantle model and two fixtures of our own (a plain NSObject with NSCoding, and
/// one with every kind of property attribute): every generated file and the report pinned as golden files.
/// Re-record on purpose with `SNAPSHOT_TESTING_RECORD=all swift test`. That the files compile and their tests
/// pass is proven in `GeneratedPackageTests`.
@Suite struct ModelConverterTests {
    private func assertGolden(_ conversion: ModelConversion, testName: String = #function) {
        for file in conversion.files {
            assertSnapshot(of: file.text, as: .lines, named: file.path.replacingOccurrences(of: "/", with: "-"), testName: testName)
        }
        assertSnapshot(of: conversion.report, as: .lines, named: "report", testName: testName)
    }

    @Test func mantleModelFromLegacyShop() throws {
        let conversion = try GenerationFixtures.model(GenerationFixtures.modelHeaders[0])
        #expect(conversion.files.map(\.path) == [
            "SWUserModel+UserProtocol.swift", "UserModel.swift", "UserModelArchiveMigration.swift", "UserModelLegacyArchive.swift",
            "UserModelService.swift", "UserProtocol.swift", "Tests/UserModelArchiveMigrationTests.swift",
        ])
        let model = try #require(conversion.files.first { $0.path == "UserModel.swift" }).text
        #expect(model.contains("case identifier = \"id\""))
        #expect(model.contains("enum AddressKeys: String, CodingKey"), "'address.city' gets a nested container")
        #expect(!model.contains("checkMembership"), "API calls are not copied into the model")
        let service = try #require(conversion.files.first { $0.path == "UserModelService.swift" }).text
        #expect(service.contains("func checkMembership(for userModel: UserModel) async throws -> Bool"))
        #expect(service.contains("// TODO: replaces '-[SWUserModel checkMembership:]' at Examples/LegacyShop/LegacyShop/Legacy/Models/SWUserModel.m:"))
        assertGolden(conversion)
    }

    @Test func plainModelWithItsOwnCoding() throws {
        let conversion = try GenerationFixtures.model(GenerationFixtures.modelHeaders[1])
        let bridge = try #require(conversion.files.first { $0.path == "CartEntryLegacyArchive.swift" }).text
        #expect(bridge.contains("coder.decodeInteger(forKey: \"entry_quantity\")"))
        #expect(bridge.contains("forKey: \"entry_sku\""), "a '#define' key is resolved")
        #expect(bridge.contains("forKey: \"entry_title\""), "an 'NSString *const' key is resolved")
        #expect(conversion.report.contains("\n  note: NSString * → note: String?  json \"note\"  not archived\n"), "initWithCoder: skips 'note'")
        assertGolden(conversion)
    }

    @Test func everyPropertyAttribute() throws {
        let conversion = try GenerationFixtures.model(GenerationFixtures.modelHeaders[2], name: "UserPreferences", protocolName: "PreferencesReading")
        let model = try #require(conversion.files.first { $0.path == "UserPreferences.swift" }).text
        #expect(model.contains("let userId: String\n"))
        #expect(model.contains("var nickname: String?\n"))
        #expect(model.contains("var isDarkMode: Bool\n"), "the getter names the Swift property")
        #expect(!model.contains("onChange"), "block properties are behaviour")
        #expect(!model.contains("schemaVersion"), "class properties are no instance data")
        assertGolden(conversion)
    }

    @Test func readsTheModelDeclarations() throws {
        let header = SourceFile(path: "M.h", language: .objectiveC, text: """
            NS_ASSUME_NONNULL_BEGIN
            @interface M : MTLModel <MTLJSONSerializing>
            @property (nonatomic, copy) NSDictionary<NSString *, NSArray<NSString *> *> *tags;
            @property (nonatomic, copy, nullable) NSString *name;
            @end
            NS_ASSUME_NONNULL_END
            """)
        let implementation = SourceFile(path: "M.m", language: .objectiveC, text: """
            @implementation M
            + (NSDictionary *)JSONKeyPathsByPropertyKey { return @{ @"tags": @"meta.tags", @"name": @[@"full_name", @"nick"] }; }
            @end
            """)
        let model = try #require(ObjCModelReader.read(header: header, implementation: implementation))
        #expect(model.properties.map(\.type.description) == ["NSDictionary<NSString *, NSArray<NSString *> *> *", "NSString *"])
        #expect(model.properties.map(\.nullability) == [.nonnull, .nullable])
        #expect(model.jsonKeyPaths == ["tags": "meta.tags", "name": "full_name"])
    }

    @Test func readsIdentityMapsAndTransformers() throws {
        let header = SourceFile(path: "T.h", language: .objectiveC, text: """
            @interface T : MTLModel <MTLJSONSerializing>
            @property (nonatomic, strong) id payload;
            @property (nonatomic, copy) NSString *colorHex;
            @property (nonatomic, strong) NSDate *createdAt;
            @end
            """)
        let implementation = SourceFile(path: "T.m", language: .objectiveC, text: """
            @implementation T
            + (NSDictionary *)JSONKeyPathsByPropertyKey {
                return [[NSDictionary mtl_identityPropertyMapWithModel:self] mtl_dictionaryByAddingEntriesFromDictionary:@{ @"colorHex": @"color.hex" }];
            }
            + (NSValueTransformer *)payloadJSONTransformer { return [MTLJSONAdapter dictionaryTransformerWithModelClass:XYOther.class]; }
            + (NSValueTransformer *)createdAtJSONTransformer {
                return [MTLValueTransformer transformerUsingForwardBlock:^id(NSNumber *seconds, BOOL *success, NSError **error) {
                    return [NSDate dateWithTimeIntervalSince1970:seconds.doubleValue];
                }];
            }
            @end
            """)
        let model = try #require(ObjCModelReader.read(header: header, implementation: implementation))
        #expect(model.properties.first?.type.description == "id")
        #expect(model.mapsUnlistedPropertiesByName && model.jsonKeyPaths == ["colorHex": "color.hex"])
        #expect(model.transformers == ["payload": .model("XYOther"), "createdAt": .secondsSince1970])
    }

    @Test func refusesWhatIsNotAModel() throws {
        let screen = TestPaths.repository.appendingPathComponent("Tests/StranglerGenerationTests/Fixtures/UIKit/UIKit.swift").path
        #expect(throws: GenerationError.notAModelFile(screen)) { try ModelConverter.convert(header: screen, templates: GenerationFixtures.templates) }
        let folder = TestPaths.temporaryFolder("strangler-models")
        defer { try? FileManager.default.removeItem(at: folder) }
        let controller = folder.appendingPathComponent("SWScreen.h")
        TestPaths.write("@interface SWScreen : UIViewController\n@property (nonatomic) NSInteger count;\n@end\n", to: controller)
        #expect(throws: GenerationError.notAModel(controller.path)) {
            try ModelConverter.convert(header: controller.path, templates: GenerationFixtures.templates)
        }
        let missing = folder.appendingPathComponent("Nope.h").path
        #expect(throws: GenerationError.modelFileNotFound(missing)) { try ModelConverter.convert(header: missing, templates: GenerationFixtures.templates) }
        let header = TestPaths.repository.appendingPathComponent(GenerationFixtures.modelHeaders[0]).path
        #expect(throws: GenerationError.invalidName("User Model", role: .model, reason: "it contains a space")) {
            try ModelConverter.convert(header: header, name: "User Model", templates: GenerationFixtures.templates)
        }
        #expect(throws: GenerationError.modelCollision(name: "UserModel", existing: ["UserModel", "UserModelService"], suggestion: "UserModelValue")) {
            try ModelConverter.convert(header: header, existingTypeNames: ["SWUserModel", "UserModel", "UserModelService"], templates: GenerationFixtures.templates)
        }
        #expect(throws: GenerationError.sameNameAsLegacy("SWUserModel")) {
            try ModelConverter.convert(header: header, name: "SWUserModel", templates: GenerationFixtures.templates)
        }
    }
}

import Foundation
import StranglerSources
import Testing
import _StranglerTestSupport
@testable import StranglerGeneration

/// Rendering: what the generated code holds, determinism, and templates that are broken.
@Suite struct SceneGeneratorTests {
    @Test func theSameInputGivesTheSameBytes() throws {
        let first = try GenerationFixtures.scene("Product", useCases: ["FetchProduct", "AddToCart"], routes: ["Cart"])
        let second = try GenerationFixtures.scene("Product", useCases: ["FetchProduct", "AddToCart"], routes: ["Cart"])
        #expect(first.files == second.files)
    }

    @Test func theSceneHasTheComponentsAndConformancesOfVIPW() throws {
        let files = try Dictionary(uniqueKeysWithValues: GenerationFixtures.scene("Product", useCases: ["FetchProduct"]).files.map { ($0.path, $0.text) })
        let presenter = try #require(files["ProductPresenter.swift"])
        #expect(presenter.hasPrefix("import Foundation\n") && !presenter.contains("import UIKit"), "the presenter imports Foundation only")
        #expect(presenter.contains("weak var viewController: (any ProductDisplayLogic)?"))
        #expect(files["ProductViewController.swift"]?.contains("final class ProductViewController: UIViewController, ProductDisplayLogic") == true)
        #expect(files["ProductInteractor.swift"]?.contains("final class ProductInteractor: ProductBusinessLogic, ProductDataStore") == true)
        #expect(files["ProductInteractor.swift"]?.contains("try await worker.fetchProduct(request: request)") == true)
        #expect(files["ProductWorker.swift"]?.contains("init(session: URLSession = .shared)") == true)
        #expect(files["ProductRouter.swift"]?.contains("final class ProductRouter: ProductRoutingLogic, ProductDataPassing") == true)
        #expect(files["ProductRouter.swift"]?.contains("weak var viewController: UIViewController?") == true)
        #expect(files["ProductModels.swift"]?.contains("enum ProductModels {\n    /// Fetch product.\n    enum FetchProduct {") == true)
        #expect(files["Tests/ProductRouterTests.swift"] == nil, "no router tests without a route to check")
    }

    @Test func aSceneWithoutUseCasesGetsALoadUseCase() throws {
        let scene = try GenerationFixtures.scene("Settings")
        #expect(scene.spec.useCases.map(\.name) == ["Load"])
        #expect(scene.files.first { $0.path == "SettingsViewController.swift" }?.text.contains("        load()\n") == true)
    }

    @Test func declaredTypesAreFoundByParsing() throws {
        let models = try #require(GenerationFixtures.scene("Product").files.first { $0.path == "ProductInteractor.swift" })
        #expect(models.declaredTypes == ["ProductBusinessLogic", "ProductDataStore", "ProductInteractor"])
    }

    @Test func aTemplateThatRendersInvalidSwiftIsReportedWithItsNameAndLine() throws {
        var templates = GenerationFixtures.templates
        let index = try #require(templates.files.firstIndex { $0.path == "common/Worker.swift.stencil" })
        templates.files[index].text = templates.files[index].text.replacingOccurrences(of: "final class {{ scene }}Worker:", with: "final class {{ scene }}Worker(")
        #expect(throws: GenerationError.self) { try GenerationFixtures.scene("Product", templates: templates) }
        do {
            _ = try GenerationFixtures.scene("Product", templates: templates)
        } catch let error as GenerationError {
            guard case .invalidSwift(let template, let templateLine, let file, let line, _) = error else { Issue.record("\(error)"); return }
            #expect(template == "common/Worker.swift.stencil" && templateLine == 15 && file == "ProductWorker.swift" && line == 13)
            #expect(error.localizedDescription.hasPrefix(
                "template 'common/Worker.swift.stencil' line 15 renders invalid Swift in 'ProductWorker.swift' at line 13: "
            ))
        }
    }

    @Test func aTemplateWithAStencilErrorIsReportedWithItsNameAndLine() throws {
        var templates = GenerationFixtures.templates
        let index = try #require(templates.files.firstIndex { $0.path == "common/Models.swift.stencil" })
        templates.files[index].text = "// header\n{% for useCase in useCases %}\n"
        #expect(throws: GenerationError.templateError(template: "common/Models.swift.stencil", line: 2, reason: "`endfor` was not found.")) {
            try GenerationFixtures.scene("Product", templates: templates)
        }
    }

    @Test func aFolderWithoutTheVariantsTemplatesIsAnError() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        TestPaths.write("// {{ scene }}\n", to: folder.appendingPathComponent("common/Note.swift.stencil"))
        let templates = try TemplateSet.load(folder: folder.path)
        #expect(throws: GenerationError.noTemplates(folder: folder.path, ui: .swiftui)) {
            try GenerationFixtures.scene("Product", ui: .swiftui, templates: templates)
        }
        #expect(throws: GenerationError.templatesNotFound("/no/such/templates")) { try TemplateSet.load(folder: "/no/such/templates") }
    }

    @Test func exportWritesEveryTemplateAndReadsBackTheSame() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try GenerationFixtures.templates.export(to: folder.path + "/Templates", force: false)
        #expect(written.count == GenerationFixtures.templates.files.count)
        #expect(try TemplateSet.load(folder: folder.path + "/Templates").files == GenerationFixtures.templates.files)
        #expect(throws: SafeFileWriterError.self) { try GenerationFixtures.templates.export(to: folder.path + "/Templates", force: false) }
    }

    @Test(arguments: ["../x", "Foo Bar", "class", "", "1Product"])
    func badSceneNamesAreRejected(_ name: String) {
        #expect(throws: GenerationError.self) { try GenerationFixtures.scene(name) }
    }

    @Test func badAndRepeatedUseCasesAreRejected() {
        #expect(throws: GenerationError.self) { try GenerationFixtures.scene("Product", useCases: ["Fetch Product"]) }
        #expect(throws: GenerationError.duplicateUseCase("Buy")) { try GenerationFixtures.scene("Product", useCases: ["Buy", "Buy"]) }
        #expect(throws: GenerationError.self) { try GenerationFixtures.scene("Product", routes: ["../Cart"]) }
        #expect(throws: GenerationError.invalidName("ViewDidLoad", role: .useCase, reason: "'viewDidLoad()' is already a method of every view controller")) {
            try GenerationFixtures.scene("Product", useCases: ["ViewDidLoad"])
        }
    }

    @Test func aRenderedLineIsTracedBackToItsTemplateLine() {
        let template = "{% for useCase in useCases %}\n    func {{ useCase.method }}() {\n    }\n{% endfor %}\nfinal class {{ scene }}Worker {\n"
        #expect(TemplateLine.locate("    func fetchProduct() {", in: template) == 2)
        #expect(TemplateLine.locate("final class ProductWorker {", in: template) == 5)
        #expect(TemplateLine.locate("struct Unrelated {", in: template) == nil)
    }

    @Test func notesStayOnOneLine() throws {
        let spec = SceneSpec(name: "Product", useCases: [UseCase(name: "Buy", notes: ["replaces 'buy()'\n  when 'a &&\n b'"])])
        let interactor = try #require(try SceneGenerator(templates: GenerationFixtures.templates).generate(spec).first { $0.path == "ProductInteractor.swift" })
        #expect(interactor.text.contains("        // TODO: replaces 'buy()' when 'a && b'\n"))
    }

    @Test func tidyCollapsesBlankLinesAndTrailingSpaces() {
        #expect(SceneGenerator.tidy("a {  \n\n    b\n\n\n    c\n\n}\n\n") == "a {\n    b\n\n    c\n}\n")
        #expect(SceneGenerator.tidy(" \n\n") == "")
    }
}

typealias SafeFileWriterError = StranglerSources.SafeFileWriter.WriteError

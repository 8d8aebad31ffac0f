//
//  BakeryMenuViewController.swift
//  CrumbAndCo
//
//  Migration to VIP in progress: categories already go through the interactor,
//  today's specials still load and format here (see ticket CRUMB-412).
//

import UIKit

protocol BakeryMenuDisplayLogic: AnyObject {
    func displayCategories(viewModel: BakeryMenu.LoadCategories.ViewModel)
}

final class BakeryMenuViewController: UIViewController, BakeryMenuDisplayLogic {
    var interactor: BakeryMenuBusinessLogic?
    var router: (NSObjectProtocol & BakeryMenuRoutingLogic & BakeryMenuDataPassing)?

    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var categoryControl: UISegmentedControl!
    @IBOutlet private weak var activityIndicator: UIActivityIndicatorView!

    private var specials: [BakeryMenuItem] = []

    private let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "EUR"
        return formatter
    }()

    // MARK: Object lifecycle

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setup()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    // MARK: Setup

    private func setup() {
        let viewController = self
        let interactor = BakeryMenuInteractor()
        let presenter = BakeryMenuPresenter()
        let router = BakeryMenuRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    // MARK: View lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        interactor?.loadCategories(request: BakeryMenu.LoadCategories.Request())
        Task { await loadSpecials() }
    }

    // MARK: Categories (migrated)

    func displayCategories(viewModel: BakeryMenu.LoadCategories.ViewModel) {
        categoryControl.removeAllSegments()
        for (index, title) in viewModel.categoryTitles.enumerated() {
            categoryControl.insertSegment(withTitle: title, at: index, animated: false)
        }
        categoryControl.selectedSegmentIndex = 0
    }

    // MARK: Specials (not migrated yet)

    private func loadSpecials() async {
        activityIndicator.startAnimating()
        let url = URL(string: "https://api.bakery.example/menu/specials")!
        let data = try? await URLSession.shared.data(from: url).0
        activityIndicator.stopAnimating()
        let items = data.flatMap { try? JSONDecoder().decode([BakeryMenuItem].self, from: $0) } ?? []
        specials = items.filter { $0.isAvailable(on: Date()) }
        tableView.reloadData()
    }
}

// MARK: - UITableViewDataSource

extension BakeryMenuViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        specials.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SpecialCell", for: indexPath)
        cell.textLabel?.text = specials[indexPath.row].name
        cell.detailTextLabel?.text = priceFormatter.string(from: specials[indexPath.row].price as NSDecimalNumber)
        return cell
    }
}

//
//  BakeryMenuPresenter.swift
//  CrumbAndCo
//

import UIKit

protocol BakeryMenuPresentationLogic {
    func presentCategories(response: BakeryMenu.LoadCategories.Response)
}

class BakeryMenuPresenter: BakeryMenuPresentationLogic {
    weak var viewController: BakeryMenuDisplayLogic?

    func presentCategories(response: BakeryMenu.LoadCategories.Response) {
        let titles = ["All"] + response.categories.map { $0.capitalized }
        viewController?.displayCategories(viewModel: BakeryMenu.LoadCategories.ViewModel(categoryTitles: titles))
    }
}

//
//  BakeryMenuInteractor.swift
//  CrumbAndCo
//

import UIKit

protocol BakeryMenuBusinessLogic {
    func loadCategories(request: BakeryMenu.LoadCategories.Request)
}

protocol BakeryMenuDataStore {
    var pickupDate: Date? { get set }
}

class BakeryMenuInteractor: BakeryMenuBusinessLogic, BakeryMenuDataStore {
    var presenter: BakeryMenuPresentationLogic?
    var worker = BakeryMenuWorker()
    var pickupDate: Date?

    func loadCategories(request: BakeryMenu.LoadCategories.Request) {
        Task { @MainActor in
            let categories = (try? await worker.fetchCategories()) ?? []
            let response = BakeryMenu.LoadCategories.Response(categories: categories.sorted())
            presenter?.presentCategories(response: response)
        }
    }
}

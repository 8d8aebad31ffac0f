//
//  BakeryMenuModels.swift
//  CrumbAndCo
//

import UIKit

enum BakeryMenu {
    enum LoadCategories {
        struct Request {}
        struct Response {
            var categories: [String]
        }
        struct ViewModel {
            var categoryTitles: [String]
        }
    }
}

//
//  DashboardWidget.swift
//  ShopMail
//

import Foundation

enum ShopPlan: Int, Comparable, Codable {
    case free = 0
    case plus = 1
    case business = 2

    static func < (lhs: ShopPlan, rhs: ShopPlan) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

struct DashboardWidget: Equatable {
    let id: String
    let title: String
    let symbolName: String
    let minimumPlan: ShopPlan
    let isRetired: Bool

    static let catalog: [DashboardWidget] = [
        DashboardWidget(id: "orders", title: "Open orders", symbolName: "shippingbox", minimumPlan: .free, isRetired: false),
        DashboardWidget(id: "inbox", title: "Unread mail", symbolName: "envelope.badge", minimumPlan: .free, isRetired: false),
        DashboardWidget(id: "returns", title: "Returns", symbolName: "arrow.uturn.left", minimumPlan: .plus, isRetired: false),
        DashboardWidget(id: "revenue", title: "Revenue", symbolName: "chart.bar", minimumPlan: .business, isRetired: false),
        DashboardWidget(id: "coupons", title: "Coupons", symbolName: "ticket", minimumPlan: .plus, isRetired: true)
    ]
}

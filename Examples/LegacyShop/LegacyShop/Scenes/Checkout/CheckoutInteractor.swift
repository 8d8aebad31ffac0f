//
//  CheckoutInteractor.swift
//  LegacyShop
//

import Foundation

protocol CheckoutBusinessLogic {
    func loadSummary(request: CheckoutModels.LoadSummary.Request)
    func placeOrder(request: CheckoutModels.PlaceOrder.Request) async
}

protocol CheckoutDataStore {
    var placedOrder: Order? { get }
}

final class CheckoutInteractor: CheckoutBusinessLogic, CheckoutDataStore {
    var presenter: CheckoutPresentationLogic?
    private let worker: CheckoutWorkerLogic
    private var items: [CartItem] = []
    private(set) var placedOrder: Order?

    init(worker: CheckoutWorkerLogic = CheckoutWorker()) {
        self.worker = worker
    }

    func loadSummary(request: CheckoutModels.LoadSummary.Request) {
        items = worker.loadCart()
        presenter?.presentSummary(response: CheckoutModels.LoadSummary.Response(items: items))
    }

    func placeOrder(request: CheckoutModels.PlaceOrder.Request) async {
        guard !items.isEmpty else { return }
        do {
            let order = try await worker.placeOrder(items)
            placedOrder = order
            worker.clearCart()
            await presenter?.presentOrderResult(response: CheckoutModels.PlaceOrder.Response(order: order, failed: false))
        } catch {
            await presenter?.presentOrderResult(response: CheckoutModels.PlaceOrder.Response(order: nil, failed: true))
        }
    }
}

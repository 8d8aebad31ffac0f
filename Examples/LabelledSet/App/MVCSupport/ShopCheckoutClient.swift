//
//  ShopCheckoutClient.swift
//  ShopMail
//
//  Delivery quotes and order placement.
//

import UIKit

struct CheckoutLine: Codable, Equatable {
    let productID: Int
    let name: String
    let quantity: Int
    let unitPrice: Decimal
}

struct DeliveryAddress: Codable, Equatable {
    let id: String
    let name: String
    let street: String
    let city: String
}

struct DeliveryOption: Codable, Equatable {
    let id: String
    let title: String
    let price: Decimal
}

struct PromoDiscount: Codable {
    let code: String
    let percentOff: Decimal
}

struct PlacedOrder: Codable {
    let id: String
    let number: String
}

protocol AddressPickerDelegate: AnyObject {
    func addressPicker(_ picker: UIViewController, didPick address: DeliveryAddress)
}

final class ShopCheckoutClient {

    private let session: URLSession
    private let baseURL = URL(string: "https://api.shopmail.example")!
    private let encoder = JSONEncoder()

    init(session: URLSession = .shared) {
        self.session = session
    }

    /// Old-style callback: exactly one of the two values is non-nil.
    func fetchDeliveryOptions(for lines: [CheckoutLine],
                              completion: @escaping ([DeliveryOption]?, Error?) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("delivery/quotes"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? encoder.encode(lines)
        session.dataTask(with: request) { data, _, error in
            let options = data.flatMap { try? JSONDecoder().decode([DeliveryOption].self, from: $0) }
            DispatchQueue.main.async { completion(options, error) }
        }.resume()
    }

    func placeOrder(lines: [CheckoutLine], addressID: String, promoCode: String?,
                    completion: @escaping (Result<PlacedOrder, Error>) -> Void) {
        struct Body: Encodable {
            let lines: [CheckoutLine]
            let addressID: String
            let promoCode: String?
        }
        var request = URLRequest(url: baseURL.appendingPathComponent("orders"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? encoder.encode(Body(lines: lines, addressID: addressID, promoCode: promoCode))
        session.dataTask(with: request) { data, _, error in
            let result: Result<PlacedOrder, Error>
            if let error = error {
                result = .failure(error)
            } else {
                result = Result { try JSONDecoder().decode(PlacedOrder.self, from: data ?? Data()) }
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}

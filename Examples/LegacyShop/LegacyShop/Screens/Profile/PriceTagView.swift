//
//  PriceTagView.swift
//  LegacyShop
//

import SwiftUI

/// A small red capsule showing a pre-formatted price.
struct PriceTagView: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.caption.bold())
            .foregroundColor(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.red))
    }
}

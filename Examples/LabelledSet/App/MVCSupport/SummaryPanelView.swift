//
//  SummaryPanelView.swift
//  ShopMail
//

import UIKit

final class SummaryPanelView: UIView {

    let headlineLabel = UILabel()
    let detailLabel = UILabel()
    private var collapsedHeight: NSLayoutConstraint!

    var isExpanded = false {
        didSet {
            collapsedHeight.isActive = !isExpanded
            detailLabel.alpha = isExpanded ? 1 : 0
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12
        clipsToBounds = true
        headlineLabel.font = .preferredFont(forTextStyle: .title3)
        headlineLabel.text = "Today"
        detailLabel.numberOfLines = 0
        detailLabel.alpha = 0

        let stack = UIStackView(arrangedSubviews: [headlineLabel, detailLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        collapsedHeight = heightAnchor.constraint(equalToConstant: 56)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -16),
            collapsedHeight
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

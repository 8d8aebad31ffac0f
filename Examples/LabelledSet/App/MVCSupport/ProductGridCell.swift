//
//  ProductGridCell.swift
//  ShopMail
//

import UIKit

final class ProductGridCell: UICollectionViewCell {

    let imageView = UIImageView()
    let nameLabel = UILabel()
    let priceLabel = UILabel()
    let soldOutBadge = UILabel()
    let addButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .subheadline)
        nameLabel.numberOfLines = 2
        priceLabel.font = .preferredFont(forTextStyle: .headline)
        soldOutBadge.text = "Sold out"
        soldOutBadge.textColor = .systemRed
        addButton.setTitle("Add", for: .normal)

        let stack = UIStackView(arrangedSubviews: [imageView, nameLabel, priceLabel, soldOutBadge, addButton])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor)
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        addButton.removeTarget(nil, action: nil, for: .allEvents)
    }
}

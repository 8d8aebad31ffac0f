//
//  DashboardViewController.swift
//  ShopMail
//
//  The seller's home: a summary panel, the promo carousel and recent orders
//  (both child controllers) and one tile per widget the seller's plan includes.
//

import UIKit

final class DashboardViewController: UIViewController {

    /// Set by the tab bar controller from the signed-in seller.
    var plan: ShopPlan = .free
    private var widgets: [DashboardWidget] = DashboardWidget.catalog

    let summaryPanel = SummaryPanelView()
    private let promoCarousel = PromoCarouselViewController()
    private let recentOrders = RecentOrdersViewController()

    private let scrollView = UIScrollView()
    private let contentStack = UIStackView()
    private let widgetStack = UIStackView()
    private var compactLayout: [NSLayoutConstraint] = []
    private var regularLayout: [NSLayoutConstraint] = []
    private let tileHeight: CGFloat = 96

    /// Widgets the seller's plan pays for; retired widgets are never shown.
    private var visibleWidgets: [DashboardWidget] {
        widgets.filter { plan >= $0.minimumPlan && !$0.isRetired }
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dashboard"
        view.backgroundColor = .systemGroupedBackground
        buildHierarchy()
        embed(promoCarousel)
        embed(recentOrders)
        buildWidgetTiles()
        installGestures()
        applyLayout(for: traitCollection)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.horizontalSizeClass != traitCollection.horizontalSizeClass else { return }
        applyLayout(for: traitCollection)
    }

    // MARK: - Building

    private func buildHierarchy() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        contentStack.axis = .vertical
        contentStack.spacing = 16
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        widgetStack.axis = .vertical
        widgetStack.spacing = 8
        widgetStack.distribution = .fillEqually

        view.addSubview(scrollView)
        scrollView.addSubview(contentStack)
        contentStack.addArrangedSubview(summaryPanel)
        contentStack.addArrangedSubview(widgetStack)

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            contentStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            contentStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16)
        ])
        compactLayout = [
            contentStack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            contentStack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16)
        ]
        regularLayout = [
            contentStack.centerXAnchor.constraint(equalTo: scrollView.frameLayoutGuide.centerXAnchor),
            contentStack.widthAnchor.constraint(equalToConstant: 640)
        ]
    }

    private func embed(_ child: UIViewController) {
        addChild(child)
        contentStack.addArrangedSubview(child.view)
        child.didMove(toParent: self)
    }

    private func buildWidgetTiles() {
        widgetStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for widget in visibleWidgets {
            var configuration = UIButton.Configuration.tinted()
            configuration.title = widget.title
            configuration.image = UIImage(systemName: widget.symbolName)
            configuration.imagePadding = 8
            let tile = UIButton(configuration: configuration)
            tile.heightAnchor.constraint(equalToConstant: tileHeight).isActive = true
            widgetStack.addArrangedSubview(tile)
        }
    }

    private func installGestures() {
        let tap = UITapGestureRecognizer(target: self, action: #selector(summaryTapped(_:)))
        summaryPanel.addGestureRecognizer(tap)
        let swipeUp = UISwipeGestureRecognizer(target: self, action: #selector(summarySwipedUp(_:)))
        swipeUp.direction = .up
        summaryPanel.addGestureRecognizer(swipeUp)
    }

    // MARK: - Layout

    private func applyLayout(for traits: UITraitCollection) {
        let isCompact = traits.horizontalSizeClass == .compact
        NSLayoutConstraint.deactivate(isCompact ? regularLayout : compactLayout)
        NSLayoutConstraint.activate(isCompact ? compactLayout : regularLayout)
        widgetStack.axis = isCompact ? .vertical : .horizontal
    }

    // MARK: - Gestures

    @objc private func summaryTapped(_ gesture: UITapGestureRecognizer) {
        UIView.animate(withDuration: 0.25) {
            self.summaryPanel.isExpanded.toggle()
            self.view.layoutIfNeeded()
        }
    }

    @objc private func summarySwipedUp(_ gesture: UISwipeGestureRecognizer) {
        guard summaryPanel.isExpanded else { return }
        UIView.animate(withDuration: 0.2) {
            self.summaryPanel.isExpanded = false
            self.view.layoutIfNeeded()
        }
    }
}

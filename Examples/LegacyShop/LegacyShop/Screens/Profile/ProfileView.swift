//
//  ProfileView.swift
//  LegacyShop
//
//  First SwiftUI screen in the app (2019 hack week). Hosted in a
//  UIHostingController by MainTabBarController.
//

import SwiftUI

struct ProfileView: View {

    @State private var user: User?
    @State private var isLoading = false
    @State private var errorMessage: String?
    @AppStorage("prefersNewsletter") var prefersNewsletter = false

    var body: some View {
        NavigationView {
            Group {
                if isLoading {
                    ProgressView("Loading profile…")
                } else if let user = user {
                    List {
                        Section(header: Text("Account")) {
                            Text(user.name).font(.headline)
                            Text(user.email).foregroundColor(.secondary)
                            Text("Member since \(memberSinceText(user.memberSince))")
                            if let spend = user.lifetimeSpend, spend > 0 {
                                HStack {
                                    Text("Lifetime spend")
                                    Spacer()
                                    PriceTagView(text: String(format: "€%.2f", spend))
                                }
                            }
                        }
                        Section(header: Text("Preferences")) {
                            Toggle("Newsletter", isOn: $prefersNewsletter)
                        }
                        Section {
                            Button("Log out") {
                                logout()
                            }
                            .foregroundColor(.red)
                        }
                    }
                } else {
                    Text(errorMessage ?? "No profile")
                }
            }
            .navigationTitle("Profile")
        }
        .task {
            await load()
        }
        .onAppear {
            Analytics.shared.track("profile_opened")
        }
    }

    // MARK: - Logic

    private func load() async {
        isLoading = true
        defer { isLoading = false }

        do {
            let url = URL(string: "https://api.legacyshop.example/v1/me")!
            let (data, _) = try await URLSession.shared.data(from: url)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            user = try decoder.decode(User.self, from: data)
            errorMessage = nil
        } catch {
            errorMessage = "Could not load your profile."
            print("Profile load failed: \(error)")
        }
    }

    private func memberSinceText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "MMMM yyyy"
        return formatter.string(from: date)
    }

    private func logout() {
        UserDefaults.standard.removeObject(forKey: "cart")
        UserDefaults.standard.removeObject(forKey: "lastViewedProduct")
        UserDefaults.standard.removeObject(forKey: "prefersNewsletter")
        UserSession.shared.logout()
        Analytics.shared.track("logout")
        NotificationCenter.default.post(name: .userDidLogout, object: nil)
    }
}

#!/usr/bin/env bash
# Builds a scratch git repository from Examples/LegacyShop with a realistic, dated history, so that
# `strangler plan`, `status` and `report` have something to read: feature commits, fix/crash/hotfix commits
# concentrated on the product and login screens, the product screen's file renamed, the cart and product
# screens changing together, characterization tests for the cart, and the migrated Checkout scene (with
# its tests) arriving late. Deterministic: fixed author, fixed dates, so every run gives the same commits.
#
# Usage: scripts/make-sample-history.sh DEST      (DEST must not exist or be empty)
set -euo pipefail

if [ $# -ne 1 ]; then echo "usage: $0 DEST" >&2; exit 1; fi
dest=$1
source_app="$(cd "$(dirname "$0")/.." && pwd)/Examples/LegacyShop"
if [ -e "$dest" ] && [ -n "$(ls -A "$dest")" ]; then echo "error: '$dest' exists and is not empty" >&2; exit 1; fi
mkdir -p "$dest"
cd "$dest"

export GIT_AUTHOR_NAME="Sam Sample" GIT_AUTHOR_EMAIL="sam@legacyshop.example"
export GIT_COMMITTER_NAME="Sam Sample" GIT_COMMITTER_EMAIL="sam@legacyshop.example"
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 TZ=UTC
git init -q -b main .

S=LegacyShop/Screens
product_old=$S/Product/ProductDetailViewController.swift
product=$S/Product/ProductViewController.swift
cart=$S/Cart/CartViewController.swift
login=$S/Login/LoginViewController.swift
history=$S/Orders/OrderHistoryViewController.swift
detail=$S/Orders/OrderDetailViewController.swift
profile=$S/Profile/ProfileView.swift
store=$S/StoreInfo/StoreInfoViewController.swift
buddies=LegacyShop/Legacy/Screens/SWBuddyListViewController.m
membership=LegacyShop/Legacy/Screens/SWMembershipViewController.m
cartstore=LegacyShop/Persistence/CartStore.swift
api=LegacyShop/Networking/APIClient.swift
auth=LegacyShop/Networking/AuthService.swift

# Each commit: date|message|files. A file's content is the sample app's plus a few trailing comment lines
# whose count changes from commit to commit; the last commit that touches a file writes it exactly.
commits=(
"2023-09-04|Initial import of LegacyShop|*"
"2023-10-02|Product screen: show reviews|$product_old $api"
"2024-01-08|Fix crash when the product has no image|$product_old"
"2024-01-15|Cart: swipe to delete|$cart $cartstore"
"2024-01-22|Add to cart from the product screen|$product_old $cart $cartstore"
"2024-02-05|Login: remember the email|$login"
"2024-02-12|Hotfix: login loops after token refresh|$login $auth"
"2024-02-19|Fix wrong total when the cart has a discount (#41)|$cart $product_old"
"2024-03-04|Product badge for low stock|$product_old $cart"
"2024-03-11|Order history: filter by status|$history"
"2024-03-18|Fix crash on rotation in the product gallery|$product_old"
"2024-04-02|Rename ProductDetailViewController.swift to match its class|RENAME"
"2024-04-08|SHOP-112 price not refreshed after currency change|$product $cart"
"2024-04-22|Profile: newsletter toggle|$profile"
"2024-05-06|Cart and product share the currency formatter|$product $cart $cartstore"
"2024-05-20|Fix login crash when the profile request fails|$login"
"2024-06-03|Buddy list: online status|$buddies"
"2024-06-17|Product: favourite button|$product $api"
"2024-07-01|Regression: cart badge not updated|$cart $product"
"2024-07-15|Order detail: cancel pending orders|$detail $api"
"2024-07-29|Fix double tap on buy|$product $cart"
"2024-08-12|Store info: opening hours|$store"
"2024-08-26|Bug: login spinner never stops|$login"
"2024-09-09|Characterization tests for the cart|TESTS_CART"
"2024-09-23|Fixes #57: product share sheet on iPad|$product"
"2024-10-07|Membership upgrade receipt|$membership"
"2024-10-21|Cart: checkout button copy|$cart $product"
"2024-11-04|Checkout as a VIP+W scene|CHECKOUT"
"2024-11-18|Order history: empty state|$history $detail"
"2024-12-02|Fix crash when the product id is missing|$product"
"2024-12-16|Product: larger images|$product $cart"
)

# The last commit index that touches each file, so that commit writes the file exactly.
declare -A last_touch
for i in "${!commits[@]}"; do
  IFS='|' read -r _ _ files <<<"${commits[$i]}"
  for f in $files; do last_touch[$f]=$i; done
done

write_version() { # file index: the sample app's content, plus (index % 4 + 1) comment lines unless final
  local file=$1 index=$2 origin=$1
  [ "$file" = "$product_old" ] && origin=$product
  mkdir -p "$(dirname "$file")"
  cp "$source_app/$origin" "$file"
  if [ "${last_touch[$file]:-}" != "$index" ] || [ "$file" = "$product_old" ]; then
    for n in $(seq 1 $((index % 4 + 1))); do echo "// revision $index note $n" >>"$file"; done
  fi
}

commit_at() { # date message
  GIT_AUTHOR_DATE="$1T10:00:00Z" GIT_COMMITTER_DATE="$1T10:00:00Z" git commit -q -m "$2"
}

for i in "${!commits[@]}"; do
  IFS='|' read -r date message files <<<"${commits[$i]}"
  case "$files" in
    "*")
      # Files that later commits touch start with notes, so each of those commits changes them.
      (cd "$source_app" && find . -type f ! -path './LegacyShop/Scenes/*' -print0 | sort -z) | while IFS= read -r -d '' f; do
        f=${f#./}
        if [ -n "${last_touch[$f]:-}" ]; then write_version "$f" "$i"; else mkdir -p "$(dirname "$f")"; cp "$source_app/$f" "$f"; fi
      done
      rm "$product"; write_version "$product_old" "$i"
      git add -A ;;
    RENAME)
      git mv "$product_old" "$product"
      cp "$source_app/$product" "$product"
      for n in 1 2 3; do echo "// revision $i note $n" >>"$product"; done
      git add -A ;;
    TESTS_CART)
      mkdir -p LegacyShopTests
      cat >LegacyShopTests/CartViewControllerTests.swift <<'SWIFT'
import XCTest
@testable import LegacyShop

/// Characterization tests: they pin what the cart does today, bugs included.
final class CartViewControllerTests: XCTestCase {
    func testTotalAppliesTheDiscountOverOneHundred() {
        let sut = CartViewController()
        sut.items = [CartItem(productId: "p1", name: "Lamp", price: 120, quantity: 1)]
        XCTAssertEqual(sut.tableView(sut.tableView, numberOfRowsInSection: 1), 1)
    }
}
SWIFT
      git add -A ;;
    CHECKOUT)
      mkdir -p LegacyShop/Scenes
      cp -R "$source_app/LegacyShop/Scenes/Checkout" LegacyShop/Scenes/
      cat >LegacyShopTests/CheckoutInteractorTests.swift <<'SWIFT'
import XCTest
@testable import LegacyShop

final class CheckoutInteractorTests: XCTestCase {
    func testLoadSummaryPresentsTheCart() {
        let sut = CheckoutInteractor(worker: CheckoutWorker())
        sut.loadSummary(request: CheckoutModels.LoadSummary.Request())
        XCTAssertNil(sut.placedOrder)
    }
}
SWIFT
      git add -A ;;
    *)
      for f in $files; do write_version "$f" "$i"; done
      git add -A ;;
  esac
  commit_at "$date" "$message"
done

# The working tree is the sample app (plus its two test files): nothing is left modified.
git status --porcelain | grep . && { echo "error: the history left changes" >&2; exit 1; }
echo "made $(git rev-list --count HEAD) commits in $dest"

import Foundation

/// The rules read from a layer's manifest.
struct ManifestRules {
    let layer: Layer

    func violations(in manifest: PackageManifest, file: String) -> [Violation] {
        var found: [Violation] = []
        for dependency in manifest.dependencies {
            if !dependency.isLocal {
                found.append(
                    Violation(
                        rule: .noOutsidePackages, file: file,
                        detail: "\(layer.name) depends on the outside package '\(dependency.identity)'"))
            } else if let path = dependency.path, !Self.isLayerPackage(path) {
                // Each layer is checked out and tested with the other layers alone: even its test
                // support comes from a package under Packages/, never from the repository's suites.
                found.append(
                    Violation(
                        rule: .dependenciesInsidePackages, file: file,
                        detail:
                            "\(layer.name) depends on '\(dependency.identity)' at \(path), outside Packages/")
                )
            } else if !layer.allowedPackageDependencies.contains(dependency.identity),
                !Self.isTestSupportOnly(dependency.identity, in: manifest)
            {
                found.append(
                    Violation(
                        rule: .dependencyGraph, file: file,
                        detail:
                            "\(layer.name) must not depend on '\(dependency.identity)' (allowed: \(allowedList))"
                    ))
            }
        }
        for target in manifest.targets {
            for package in target.productPackages
            where !layer.allowedPackageDependencies.contains(package)
                && !Self.isTestSupportOnly(package, in: manifest)
            {
                found.append(
                    Violation(
                        rule: .dependencyGraph, file: file,
                        detail:
                            "target \(target.name) uses a product of '\(package)' (allowed: \(allowedList))"))
            }
            for mode in target.languageModes where (Int(mode.prefix { $0.isNumber }) ?? 0) < 6 {
                found.append(
                    Violation(
                        rule: .swift6LanguageMode, file: file,
                        detail: "target \(target.name) builds in Swift \(mode) language mode"))
            }
            // Test doubles and fixtures are for the suites: a production target that linked them
            // could reach a fake repository instead of a real one.
            if target.type != "test", !Layer.isTestSupport(target.name) {
                for name in target.dependencyNames where Layer.isTestSupport(name) {
                    found.append(
                        Violation(
                            rule: .testSupportOnlyInTests, file: file,
                            detail: "the production target \(target.name) depends on \(name)"))
                }
            }
            if target.type == "system", !layer.mayDeclareSystemLibraries {
                found.append(
                    Violation(
                        rule: .systemLibraryPlacement, file: file,
                        detail: "\(layer.name) declares the system library \(target.name)"))
            }
        }
        if (Int(manifest.toolsVersion.prefix { $0.isNumber }) ?? 0) < 6 {
            found.append(
                Violation(
                    rule: .swift6LanguageMode, file: file,
                    detail: "tools version \(manifest.toolsVersion) defaults to Swift 5 mode"))
        }
        return found
    }

    /// Whether a package folder is one of the layers' packages: a folder right under `Packages/`.
    static func isLayerPackage(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return url.deletingLastPathComponent().lastPathComponent == "Packages"
    }

    /// A package the manifest uses only for test support: only test targets take products from it,
    /// and only test-support ones (`TestSupport`). Such a package never reaches production code.
    static func isTestSupportOnly(_ package: String, in manifest: PackageManifest) -> Bool {
        let users = manifest.targets.filter { $0.productPackages.contains(package) }
        return !users.isEmpty
            && users.allSatisfy { target in
                target.type == "test"
                    && zip(target.productPackages, target.productNames).allSatisfy { used, product in
                        used != package || Layer.isTestSupport(product)
                    }
            }
    }

    private var allowedList: String {
        layer.allowedPackageDependencies.isEmpty
            ? "none" : layer.allowedPackageDependencies.sorted().joined(separator: ", ")
    }
}

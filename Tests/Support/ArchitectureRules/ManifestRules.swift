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
            } else if !layer.allowedPackageDependencies.contains(dependency.identity) {
                found.append(
                    Violation(
                        rule: .dependencyGraph, file: file,
                        detail:
                            "\(layer.name) must not depend on '\(dependency.identity)' (allowed: \(allowedList))"
                    ))
            }
        }
        for target in manifest.targets {
            for package in target.productPackages where !layer.allowedPackageDependencies.contains(package) {
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

    private var allowedList: String {
        layer.allowedPackageDependencies.isEmpty
            ? "none" : layer.allowedPackageDependencies.sorted().joined(separator: ", ")
    }
}

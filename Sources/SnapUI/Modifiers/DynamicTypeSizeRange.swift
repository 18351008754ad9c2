extension View {
    /// Keeps the Dynamic Type size of the views inside within `range`, as SwiftUI's: a size outside
    /// it becomes the nearest size in it (`.dynamicTypeSize(.small ... .xxLarge)`,
    /// `.dynamicTypeSize(.large...)`).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment { environment in
            let allowed = DynamicTypeSize.allCases.filter(range.contains)
            guard let smallest = allowed.first, let largest = allowed.last else { return }
            environment.dynamicTypeSize = min(max(environment.dynamicTypeSize, smallest), largest)
        }
    }
}

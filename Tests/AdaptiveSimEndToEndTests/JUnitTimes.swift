import Foundation

/// JUnit reports carry real times; comparisons with golden files and between runs set them to `0.000`.
enum JUnitTimes {
    static func zeroed(_ xml: String) -> String {
        xml.replacingOccurrences(of: #"time="[0-9]+\.[0-9]{3}""#, with: #"time="0.000""#, options: .regularExpression)
    }
}

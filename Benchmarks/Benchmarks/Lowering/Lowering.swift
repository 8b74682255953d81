import Benchmark
import Formwork

let benchmarks: @Sendable () -> Void = {
    Benchmark("placeholder") { benchmark in
        blackHole(Form { Section { Row("a") } })
    }
}

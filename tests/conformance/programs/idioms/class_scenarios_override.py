# probe: class-based scenarios: a base run() calling overridden hooks, super() chains, a class attribute shadowed per instance
# inputs
size = 8
dtype = "fp16"
# body
class Scenario:
    name = "base"
    dtypes = ["fp16", "fp32"]
    def __init__(self, n):
        self.n = n
    def setup(self):
        return [1] * self.n
    def compute(self, data):
        return sum(data)
    def run(self):
        return (self.name, self.compute(self.setup()))
class Doubled(Scenario):
    name = "doubled"
    def compute(self, data):
        return 2 * super().compute(data)
class Tripled(Doubled):
    def setup(self):
        return super().setup() + [1]
    def compute(self, data):
        return super().compute(data) + 100
runs = [cls(size).run() for cls in (Scenario, Doubled, Tripled)]
r_runs = runs
t = Tripled(size)
t.name = "custom"
r_t = t.run()
r_cls_name = Tripled.name
r_supports = [c.__name__ for c in (Scenario, Doubled, Tripled) if dtype in c.dtypes]
Doubled.dtypes = Doubled.dtypes + ["bf16"]
r_after = (Scenario.dtypes, Tripled.dtypes)
r_mro = [c.__name__ for c in Tripled.__mro__]

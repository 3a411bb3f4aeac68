# probe: template method in a base calls hooks overridden by subclasses (setup/measure/teardown), super() chaining, hook raising skips to finally
# inputs
iters = 3
fail_on = "Broken"
# body
class Bench:
    def __init__(self):
        self.log = []
    def setup(self):
        self.log.append("base-setup")
    def measure(self):
        return 0
    def teardown(self):
        self.log.append("teardown")
    def run(self):
        self.setup()
        try:
            return sum(self.measure() for _ in range(iters))
        finally:
            self.teardown()
class Gemm(Bench):
    def setup(self):
        super().setup()
        self.log.append("gemm-setup")
    def measure(self):
        return 2
class Broken(Gemm):
    def measure(self):
        if type(self).__name__ == fail_on:
            raise RuntimeError("boom")
        return 1
r = {}
for cls in (Bench, Gemm, Broken):
    b = cls()
    try:
        out = b.run()
    except RuntimeError as e:
        out = type(e).__name__
    r[cls.__name__] = (out, b.log)
r_results = r

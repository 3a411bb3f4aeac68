# probe: template method with cooperative hooks across multiple inheritance: super() follows the MRO of the instance's class, so mixin order changes the hook log
# inputs
n = 2
# body
class Base:
    def setup(self, log):
        log.append("base")
    def run(self):
        log = []
        self.setup(log)
        return log
class Warmup(Base):
    def setup(self, log):
        log.append("warmup")
        super().setup(log)
class Cache(Base):
    def setup(self, log):
        super().setup(log)
        log.append("cache")
class A(Warmup, Cache):
    pass
class B(Cache, Warmup):
    pass
r_a = A().run()
r_b = B().run()
r_mro_a = [c.__name__ for c in A.__mro__]
r_mro_b = [c.__name__ for c in B.__mro__]
try:
    class C(Base, Warmup):
        pass
    r_bad_mro = "ok"
except TypeError as e:
    r_bad_mro = type(e).__name__
r_n = [A().run() for _ in range(n)]
r_warmup_only = Warmup().run()

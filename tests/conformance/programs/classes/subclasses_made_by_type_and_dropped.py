# probe: subclasses made by type(name, bases, ns) and kept nowhere are still listed by __subclasses__ until CPython collects them: calling their methods runs them
# inputs
names = ["a", "b"]
# body
log = []
REG = []
class Base:
    def __init_subclass__(cls, **kw):
        REG.append(cls.__name__)
        super().__init_subclass__(**kw)
    def run(self):
        log.append(type(self).__name__)
for nm in names:
    type(nm.upper(), (Base,), {})
for c in Base.__subclasses__():
    c().run()
r = (list(REG), list(log))

# probe: a class's hooks replaced (each replacement may be left out by a branch the run can't decide): __init_subclass__ as a class method, __getattr__, __call__ and __iter__; which one runs, and what it appends, are Python's
# inputs
k = 3
# body
log = []
old_log = []
class Base:
    def __init_subclass__(cls, **kw):
        old_log.append(cls.__name__)
Base.__init_subclass__ = classmethod(lambda cls, **kw: log.append(cls.__name__))
class Sub(Base):
    pass
class C:
    def __getattr__(self, name):
        old_log.append(name)
        return 1
    def __call__(self, x):
        old_log.append(x)
        return 1
C.__getattr__ = lambda self, name: log.append(name) or 2
C.__call__ = lambda self, x: log.append(x) or 2
c = C()
r = (c.missing, c(k))
r_logs = (list(log), list(old_log))

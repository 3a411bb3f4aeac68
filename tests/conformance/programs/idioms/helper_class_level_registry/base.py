class Backend:
    registry = {}
    order = []
    def __init_subclass__(cls, name=None, **kw):
        super().__init_subclass__(**kw)
        key = name or cls.__name__.lower()
        Backend.registry[key] = cls
        cls.order.append(key)
    @classmethod
    def create(cls, name):
        return cls.registry[name]()

class Halops(Backend, name="halops"):
    def run(self):
        return "h"

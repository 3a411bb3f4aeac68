# probe: a metaclass that registers every class it makes but the base (by `bases`), keyed by a name the class body sets; its methods and values read through the classes it made, not through their instances
# inputs
suffix = "_v2"
skip = "abstract"
# body
class ScenarioMeta(type):
    registry = {}
    order = []
    def __new__(mcs, name, bases, ns):
        cls = super().__new__(mcs, name, bases, ns)
        if bases and not ns.get(skip, False):
            mcs.registry[ns.get("name", name.lower()) + suffix] = cls
        mcs.order.append(name)
        return cls
    def describe(cls):
        return cls.__name__ + ":" + str(getattr(cls, "name", "?"))
    @classmethod
    def names(mcs):
        return sorted(mcs.registry)
    kind = "scenario"

class Scenario(object, metaclass=ScenarioMeta):
    name = "base"
    def run(self, n):
        return self.name * n

class Decode(Scenario):
    name = "decode"

class Prefill(Scenario):
    pass

class Helper(Scenario):
    abstract = True

class Chunked(Prefill):
    name = "chunked"

r_keys = sorted(ScenarioMeta.registry)
r_order = ScenarioMeta.order
r_names = ScenarioMeta.names()
r_describe = Decode.describe()
r_kind = Chunked.kind
r_run = ScenarioMeta.registry["decode" + suffix]().run(2)
r_type = type(Decode).__name__
r_same_meta = type(Chunked) is ScenarioMeta
r_is_class = Chunked.__name__
try:
    Decode().describe()
    r_instance = "found"
except AttributeError as e:
    r_instance = type(e).__name__
try:
    Decode.missing
    r_missing = "found"
except AttributeError as e:
    r_missing = type(e).__name__
r_prefill = ScenarioMeta.registry["prefill" + suffix].name

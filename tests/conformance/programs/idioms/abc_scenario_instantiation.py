# probe: abc.ABC scenarios: instantiating with abstract methods left TypeError, subclass implementing all works, partial implementation still abstract, __abstractmethods__ names
# inputs
n = 3
# body
import abc
class Scenario(abc.ABC):
    @abc.abstractmethod
    def setup(self): ...
    @abc.abstractmethod
    def run(self): ...
    def describe(self):
        return type(self).__name__
class Half(Scenario):
    def setup(self):
        return "s"
class Full(Half):
    def run(self):
        return n * 2
def make(cls):
    try:
        return cls()
    except TypeError as e:
        return type(e).__name__
r_base = make(Scenario)
r_half = make(Half)
r_full = make(Full).run()
r_desc = Full().describe()
r_abstract = sorted(Scenario.__abstractmethods__)
r_half_abstract = sorted(Half.__abstractmethods__)
r_full_abstract = sorted(Full.__abstractmethods__)
r_isinst = isinstance(Full(), Scenario)
r_super_call = Scenario.run(Full())

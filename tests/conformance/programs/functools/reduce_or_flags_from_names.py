# probe: functools.reduce(operator.or_, generator of Flag members by name, Flag(0)), then membership
# inputs
names = ["refcheck", "Cold_L2"]
# body
import enum
import functools
import operator
class Feature(enum.Flag):
    REFCHECK = enum.auto()
    COLD_L2 = enum.auto()
    CUDA_GRAPH = enum.auto()
feats = functools.reduce(operator.or_, (Feature[n.upper()] for n in names), Feature(0))
r_ref = Feature.REFCHECK in feats
r_graph = Feature.CUDA_GRAPH in feats
r_value = feats.value

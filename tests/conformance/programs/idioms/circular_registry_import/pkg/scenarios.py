from pkg import REGISTRY
REGISTRY["dense"] = 1

from pkg import REGISTRY, LOG
REGISTRY["late"] = 2
LOG.append("late")

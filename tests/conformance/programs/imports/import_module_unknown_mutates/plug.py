import core
core.KERNELS.append(1)

import triton_not_installed_xyz
def run(x): return 0

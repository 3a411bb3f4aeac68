def common_settings(cfg):
    return {
        "batch_sizes": cfg.get("batch_sizes") or [cfg.get("batch_size", 1)],
        "refcheck": cfg.get("refcheck", True),
    }

#!/usr/bin/env bash
# Reads, without changing anything, what the installed nvidia-smi says about --gpu-reset (which
# GPUs a reset without -i targets, the reset types it offers) and whether the persistence_mode
# query field and dcgmi exist. Never resets, never sets a mode.
set -u
nvidia-smi --version | head -3
echo "=== nvidia-smi -h, the --gpu-reset entry"
nvidia-smi -h | grep -n -A12 -E -- "--gpu-reset"
echo "=== persistence_mode query"
nvidia-smi --query-gpu=index,name,persistence_mode,compute_cap --format=csv
echo "=== dcgmi"
command -v dcgmi || echo "dcgmi not installed"

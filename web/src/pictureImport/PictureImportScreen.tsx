import { tierLimits, type CatalogueBrand, type ChartType, type GridCraft } from '@steekwerk/model';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccount, useViewer } from '../account/useAccount';
import { useDocumentTitle } from '../ui/pageTitle';
import { useAppServices } from '../services/appServices';
import { draftQuery, keepDraft } from '../editor/sync/draftStore';
import { getEngineClient, type OpenPictureReply } from '../engine/engineClient';
import { nl } from '../i18n/nl';
import { unitOfLengthSetting } from '../chartSize/chartSize';
import { createCatalogueApi } from './catalogueApi';
import { ChartPreview } from './ChartPreview';
import { ConversionRunner, type ConversionState, type PictureConverter } from './ConversionRunner';
import { CropPreview } from './CropPreview';
import { importedChartState, titleOfFile, type BrandPalette } from './importedChart';
import {
  brandRgbOf,
  chartSizeOf,
  defaultImportSettings,
  effectiveCrop,
  maxColorCount,
  pipelineOptions,
  sizeProblemOf,
  type PictureImportSettings,
} from './importSettings';
import { ImportProgress } from './ImportProgress';
import { checkPictureFile, type PictureFileProblem } from './pictureFile';
import { PictureSettingsForm } from './PictureSettingsForm';
import './pictureImport.css';
import { loadSymbolAssignment } from '../editor/symbols/symbolAssignment';

/** What the screen needs of the engine client (the worker decodes and converts). */
export interface PictureEngine extends PictureConverter {
  openPicture(file: Blob, headerSize: { width: number; height: number }): Promise<OpenPictureReply>;
  closePicture(pictureId: number): void;
}

interface OpenedPicture {
  readonly pictureId: number;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly preview: ImageBitmap | undefined;
}

interface PictureImportScreenProps {
  readonly craft: GridCraft;
  readonly type: ChartType;
  /** The engine; the app's worker by default. */
  readonly engine?: PictureEngine;
}

/**
 * `/nl/chart/create/{craft}/{type}/convert-picture-photo-image`: a photo chosen or dropped, checked by its header
 * (30 MB, 40 megapixels), decoded and converted in the engine worker with a live preview, and opened as a new chart.
 */
export function PictureImportScreen({ craft, type, engine: engineOverride }: PictureImportScreenProps) {
  const texts = nl.pictureImport;
  useDocumentTitle(nl.pages.convertPicture.title);
  const services = useAppServices();
  const navigate = useNavigate();
  const { premium } = useViewer();
  const lengthUnits = useAccount((state) => state.settings.lengthUnits);
  const engine = useMemo(() => engineOverride ?? getEngineClient(), [engineOverride]);
  const catalogue = useMemo(() => createCatalogueApi(services.ajax), [services.ajax]);

  const [settings, setSettings] = useState<PictureImportSettings>(() =>
    defaultImportSettings(craft, type, unitOfLengthSetting(lengthUnits)),
  );
  const [picture, setPicture] = useState<OpenedPicture | undefined>(undefined);
  const [fileProblem, setFileProblem] = useState<PictureFileProblem | 'unreadable' | undefined>(undefined);
  const [reading, setReading] = useState(false);
  const [brands, setBrands] = useState<CatalogueBrand[]>([]);
  const [brandsFailed, setBrandsFailed] = useState(false);
  const [brandPalette, setBrandPalette] = useState<BrandPalette | undefined>(undefined);
  const [conversion, setConversion] = useState<ConversionState>({ status: 'idle' });
  const [preview, setPreview] = useState<ConversionState & { status: 'done' }>();
  const [opening, setOpening] = useState(false);
  const runnerRef = useRef<ConversionRunner | undefined>(undefined);

  useEffect(() => {
    const runner = new ConversionRunner(engine, services.timers, (state) => {
      setConversion(state);
      if (state.status === 'done' && state.purpose === 'preview') setPreview(state);
    });
    runnerRef.current = runner;
    return () => runner.dispose();
  }, [engine, services.timers]);

  // The brands of the catalogue, once.
  useEffect(() => {
    const controller = new AbortController();
    catalogue.brands(controller.signal).then(setBrands, () => {
      if (!controller.signal.aborted) setBrandsFailed(true);
    });
    return () => controller.abort();
  }, [catalogue]);

  // The chosen brand's colours.
  const brandId = settings.colourSource.kind === 'brand' ? settings.colourSource.brandId : undefined;
  useEffect(() => {
    if (!brandId) return undefined;
    const controller = new AbortController();
    catalogue.palette(brandId, controller.signal).then(setBrandPalette, () => {
      if (!controller.signal.aborted) setBrandsFailed(true);
    });
    return () => controller.abort();
  }, [catalogue, brandId]);
  const activeBrand = brandId && brandPalette?.brand.brandId === brandId ? brandPalette : undefined;
  const brandRgb = useMemo(() => (activeBrand ? brandRgbOf(activeBrand.colors) : undefined), [activeBrand]);
  const maxColors = maxColorCount(premium, activeBrand?.colors.length);

  // The picture stays open in the worker until another is chosen or the screen closes.
  useEffect(() => {
    if (!picture) return undefined;
    return () => {
      engine.closePicture(picture.pictureId);
      picture.preview?.close();
    };
  }, [engine, picture]);

  const size = picture ? chartSizeOf(settings, picture.width, picture.height) : undefined;
  const sizeProblem = size && !('problem' in size) ? sizeProblemOf(size, premium) : undefined;
  const usableSize = size && !('problem' in size) && !sizeProblem ? size : undefined;
  const waitingForBrand = brandId !== undefined && !activeBrand;
  const request = useMemo(
    () =>
      picture && usableSize && !waitingForBrand
        ? pipelineOptions(settings, usableSize, picture, { premium, ...(brandRgb ? { brandRgb } : {}) })
        : undefined,
    // The request changes with its parts; `usableSize` is rebuilt every render, so its numbers are the dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [picture, settings, premium, brandRgb, waitingForBrand, usableSize?.columns, usableSize?.rows],
  );

  // A live preview whenever the settings change (debounced; a newer one cancels the running one).
  useEffect(() => {
    if (picture && request) runnerRef.current?.requestPreview(picture.pictureId, request);
  }, [picture, request]);

  const change = (changes: Partial<PictureImportSettings>) =>
    setSettings((current) => ({ ...current, ...changes }));

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileProblem(undefined);
    setReading(true);
    try {
      const checked = await checkPictureFile(file);
      if (!checked.ok) {
        setFileProblem(checked.problem);
        return;
      }
      const opened = await engine.openPicture(file, { width: checked.width, height: checked.height });
      if (!opened.ok) {
        setFileProblem('unreadable');
        return;
      }
      setPreview(undefined);
      change({ crop: undefined });
      setPicture({
        pictureId: opened.pictureId,
        name: file.name,
        width: opened.width,
        height: opened.height,
        preview: opened.preview,
      });
    } finally {
      setReading(false);
    }
  };

  const submit = async () => {
    const runner = runnerRef.current;
    if (!picture || !request || !runner) return;
    const [chart, fillMissingSymbols] = await Promise.all([
      runner.importNow(picture.pictureId, request),
      loadSymbolAssignment(),
    ]);
    if (!chart) return;
    const state = importedChartState({
      fillMissingSymbols,
      craft: settings.craft,
      type: settings.type,
      chart,
      ...(activeBrand ? { brand: activeBrand } : {}),
      title: titleOfFile(picture.name),
      ...(settings.unit !== 'cells' && settings.measure === 'gauge' ? { gauge: settings.gauge } : {}),
    });
    // Kept in memory for the editor, with the cells as they are; in sessionStorage too when it fits (then it
    // also survives a reload: that copy needs the rows).
    keepDraft(sessionStorage, state, chart.cells);
    setOpening(true);
  };

  // The editor opens once the finished progress bar has been shown.
  useEffect(() => {
    if (opening) navigate(`/nl/c/new?${draftQuery}`);
  }, [opening, navigate]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void choose(event.dataTransfer.files[0]);
  };
  const fileMessage =
    fileProblem === 'unreadable'
      ? texts.failures.unreadablePicture
      : fileProblem && texts.fileProblems[fileProblem];
  const running = conversion.status === 'running';

  return (
    <article className="page picture-import">
      <h1>{nl.pages.convertPicture.heading}</h1>
      <p>{nl.pages.convertPicture.text}</p>
      <section
        className="picture-import__drop"
        aria-label={texts.dropZone}
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
      >
        <h2>{texts.chooseHeading}</h2>
        <label className="button button--primary picture-import__file">
          {picture ? texts.otherFile : texts.chooseFile}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <p className="field__hint">{texts.dropHint}</p>
        {reading && <p role="status">{texts.reading}</p>}
        {fileMessage && <p role="alert">{fileMessage}</p>}
      </section>

      {picture && (
        <div className="picture-import__work">
          <section className="picture-import__source-panel" aria-label={texts.sourceHeading}>
            <h2>{texts.sourceHeading}</h2>
            <CropPreview
              preview={picture.preview}
              width={picture.width}
              height={picture.height}
              crop={effectiveCrop(settings, picture.width, picture.height)}
              onCrop={(crop) => change({ crop })}
            />
            <p className="field__hint">
              {picture.name} · {texts.pictureSize(picture.width, picture.height)}
            </p>
            <button type="button" className="button" onClick={() => change({ crop: undefined })}>
              {texts.cropReset}
            </button>
          </section>
          <PictureSettingsForm
            settings={settings}
            onChange={change}
            brands={brands}
            brandsFailed={brandsFailed}
            maxColors={maxColors}
          />
          <section className="picture-import__result" aria-label={texts.previewHeading}>
            <h2>{texts.previewHeading}</h2>
            {usableSize && <p>{texts.chartSize(usableSize.columns, usableSize.rows)}</p>}
            {size && 'problem' in size && (
              <p role="alert">{size.problem === 'noGauge' ? texts.noGauge : texts.sizeInvalid}</p>
            )}
            {sizeProblem === 'needsPremium' && (
              <p role="alert">
                {texts.sizeTooLarge(tierLimits(false).maxGridSize)}{' '}
                <Link to="/nl/premium/order?s=34">{texts.premiumLink}</Link>
              </p>
            )}
            {sizeProblem === 'invalid' && (
              <p role="alert">{texts.sizeImpossible(tierLimits(premium).maxGridSize)}</p>
            )}
            {waitingForBrand && <p role="status">{texts.brandLoading}</p>}
            <ChartPreview chart={preview?.chart} />
            <ImportProgress state={conversion} onCancel={() => runnerRef.current?.cancel()} />
            <button
              type="button"
              className="button button--primary"
              disabled={!request || (running && conversion.purpose === 'import')}
              onClick={() => void submit()}
            >
              {texts.submit}
            </button>
          </section>
        </div>
      )}
    </article>
  );
}
